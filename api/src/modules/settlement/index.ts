/** The settlement module's face: the day-run engine periodic payouts settle on, and the day's stakes they pay from. */
export { isCalendarDay, SETTLEMENT_BATCH_SIZE, SETTLEMENT_GRACE_MS, settleableFrom } from './calendar';
export { settleDay, settleDueDays, type SettleOptions } from './engine';
export type { DayRun, DayWork, RunTotal, SettlementRule, SettlementTable } from './rule';
export { selectDayStakes, selectHasPerformance, type OwnStake } from './stakes-store';
