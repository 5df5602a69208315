/** Asia/Shanghai business days of the daily rule kinds: a day's window and the days before it, pure. */
import { shanghaiDate, shanghaiMidnightUtc } from '../../../shanghai-time';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An Asia/Shanghai day as its key and its UTC window [startsAt, endsAt). */
export interface DayWindow {
  key: string;
  /** ISO UTC of 00:00 Asia/Shanghai (16:00 UTC the day before). */
  startsAt: string;
  endsAt: string;
}

/**
 * The Asia/Shanghai day an instant falls in.
 * @example dayWindow(new Date('2026-01-01T16:00:00Z')) // { key: '2026-01-02', startsAt: '2026-01-01T16:00:00.000Z', endsAt: '2026-01-02T16:00:00.000Z' }
 */
export function dayWindow(now: Date): DayWindow {
  const key = shanghaiDate(now);
  const start = shanghaiMidnightUtc(key);
  return { key, startsAt: start.toISOString(), endsAt: new Date(start.getTime() + DAY_MS).toISOString() };
}

/**
 * The day `days` after `day` (negative: before).
 * @example shiftDay('2026-03-01', -1) // '2026-02-28'
 */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
