/** The agent module's face: what other modules may use of it. Nothing else of it is imported from outside. */
export { decodeClaimCursor, encodeClaimCursor } from './log-cursor';
export { SETTLEMENT_BATCH_SIZE, isCalendarDay, settleableFrom } from './settlement';
export { selectDayStakes, selectHasPerformance } from './settlement-store';
export type { OwnStake } from './settlement-store';
