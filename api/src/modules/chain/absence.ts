/**
 * When `{}` proves a transaction absent, for deposits and payouts alike: a lagging node answers `{}`
 * for a transaction it will know a moment later, so one answer proves nothing. An absence counts
 * only when both solidity endpoints say `{}`, at most once every ABSENCE_SPACING_MS; ABSENCE_CHECKS
 * of them end the wait (a deposit goes to the operators' queue, a payout to 待核实).
 */

export const ABSENCE_CHECKS = 3;
/** The least time between two counted absences: a lagging node catches up within seconds, rarely a minute. */
export const ABSENCE_SPACING_MS = 2 * 60_000;

/** Whether an absence seen at `now` counts: the first one, or one far enough after the last counted. */
export function absenceCounts(lastAbsentAt: string | null, now: Date): boolean {
  return lastAbsentAt === null || now.getTime() - Date.parse(lastAbsentAt) >= ABSENCE_SPACING_MS;
}
