/**
 * When a day may be settled, for every periodic payout alike: a real Asia/Shanghai calendar day,
 * once it has ended and a grace has passed (a round that settles at 23:59:59 commits a moment later).
 */
import { shanghaiMidnightUtc } from '../../shanghai-time';
import { addDays } from '../../record-period';

/** The day is settled 5 minutes after it ends (00:05 Asia/Shanghai). */
export const SETTLEMENT_GRACE_MS = 5 * 60_000;
/** Rows per transaction: a crash loses at most one batch of work, and no transaction holds locks long. */
export const SETTLEMENT_BATCH_SIZE = 1000;

/** Whether `day` is a real calendar day written YYYY-MM-DD. */
export function isCalendarDay(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00.000Z`).toISOString().slice(0, 10) === day;
}

/** The first instant `day` may be settled: its end (next Shanghai midnight) plus the grace. */
export function settleableFrom(day: string): Date {
  return new Date(shanghaiMidnightUtc(addDays(day, 1)).getTime() + SETTLEMENT_GRACE_MS);
}
