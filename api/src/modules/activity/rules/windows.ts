/** Period arithmetic of promotions, pure: the day, 7-day and month windows over Asia/Shanghai days 'YYYY-MM-DD'. */
import { shanghaiDate } from '../../../shanghai-time';

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;

export type WindowKind = 'day' | 'week7' | 'month';

/** A window of whole Asia/Shanghai days, first to last inclusive; `key` names it in claim period keys. */
export interface DayWindow {
  key: string;
  first: string;
  last: string;
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date; throws on anything else, since a day comes from our own clock. */
function dayNumber(day: string): number {
  const ms = Date.parse(`${day}T00:00:00.000Z`);
  if (!DAY_TEXT.test(day) || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day)
    throw new RangeError(`not a day: ${day}`);
  return ms / DAY_MS;
}

const dayText = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/**
 * The day `days` after `day` (negative: before).
 * @example addDays('2024-02-28', 1) // '2024-02-29'
 */
export function addDays(day: string, days: number): string {
  return dayText(dayNumber(day) + days);
}

/**
 * The last day of a day's calendar month (28–31, leap years included).
 * @example lastDayOfMonth('2024-02-10') // '2024-02-29'
 */
export function lastDayOfMonth(day: string): string {
  dayNumber(day);
  const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  // Day 0 of the next month is the last of this one.
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/**
 * The window of `kind` that contains `day`. 'week7' windows are counted in sevens from the promotion's
 * first day (`anchorDay`, its start as an Asia/Shanghai date); a day before it falls in an earlier
 * seven, so every day still lies in exactly one window. Keys have a distinct shape per kind
 * ('2026-11-16', '2026-11-16~2026-11-22', '2026-11'), so a promotion whose window kind is changed
 * never finds a claim of the old kind's window under the new one.
 * @example windowOf('week7', '2026-11-23', '2026-11-16') // { key: '2026-11-23~2026-11-29', first: '2026-11-23', last: '2026-11-29' }
 */
export function windowOf(kind: WindowKind, day: string, anchorDay: string): DayWindow {
  if (kind === 'day') {
    dayNumber(day);
    return { key: day, first: day, last: day };
  }
  if (kind === 'month') {
    const last = lastDayOfMonth(day);
    return { key: day.slice(0, 7), first: `${day.slice(0, 7)}-01`, last };
  }
  const anchor = dayNumber(anchorDay);
  const first = anchor + Math.floor((dayNumber(day) - anchor) / 7) * 7;
  const window = { first: dayText(first), last: dayText(first + 6) };
  return { key: `${window.first}~${window.last}`, ...window };
}

/**
 * The window of `kind` holding the instant `now`, for a promotion starting at `startsAt` (ISO UTC):
 * both are taken as Asia/Shanghai dates, so a window turns at 00:00 Shanghai (16:00 UTC).
 * @example windowAt('day', new Date('2026-11-16T15:59:59.999Z'), '2026-11-01T00:00:00.000Z').key // '2026-11-16'
 */
export function windowAt(kind: WindowKind, now: Date, startsAt: string): DayWindow {
  return windowOf(kind, shanghaiDate(now), shanghaiDate(new Date(startsAt)));
}
