/** The agent module's face: what other modules may use of it. Nothing else of it is imported from outside. */
export { decodeClaimCursor, encodeClaimCursor } from './commission/log-cursor';
// The day's bookkeeping and stakes moved to the settlement engine; named here still for who read them here.
export { SETTLEMENT_BATCH_SIZE, isCalendarDay, settleableFrom } from '../settlement';
export { selectDayStakes, selectHasPerformance } from '../settlement';
export type { OwnStake } from '../settlement';
