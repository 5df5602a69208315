/**
 * The period of a record screen, resolved in Asia/Shanghai days (UTC+8, no daylight saving): a
 * named period (今天 / 昨天 / 近7天 / 近30天) or explicit dates, checked against the server's today.
 */
import { apiMessages, RECORD_MAX_SPAN_DAYS, type RecordPeriod } from 'shared-contracts';
import { refuse } from './errors';
import { shanghaiDate, shanghaiMidnightUtc } from './shanghai-time';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PeriodInput {
  period: RecordPeriod;
  start_date?: string | undefined;
  end_date?: string | undefined;
}

/** Shanghai dates (both included) and the UTC instants that bound them: `fromUtc` ≤ t < `toUtc`. */
export interface ResolvedPeriod {
  startDate: string;
  endDate: string;
  fromUtc: string;
  toUtc: string;
}

// The day rule lives below every module (shanghai-time.ts): summaries and limits count days by it too.
export { shanghaiDate, shanghaiMidnightUtc };

/** The date `days` after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `start` to `end`, both included. */
export function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00.000Z`) - Date.parse(`${start}T00:00:00.000Z`)) / DAY_MS) + 1;
}

/** Whether 'YYYY-MM-DD' names a real calendar date (not 2026-02-30), from 2000 on. */
function isRealDate(text: string): boolean {
  const ms = Date.parse(`${text}T00:00:00.000Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === text && text >= '2000-01-01';
}

const NAMED: Record<RecordPeriod, (today: string) => [string, string]> = {
  today: (today) => [today, today],
  yesterday: (today) => [addDays(today, -1), addDays(today, -1)],
  '7d': (today) => [addDays(today, -6), today],
  '30d': (today) => [addDays(today, -29), today],
};

function explicitDates(input: PeriodInput, today: string): [string, string] {
  const start = input.start_date ?? input.end_date!;
  const end = input.end_date ?? input.start_date!;
  if (!isRealDate(start) || !isRealDate(end)) throw refuse(apiMessages.recordDateInvalid);
  if (start > end) throw refuse(apiMessages.recordDateOrder);
  if (end > today) throw refuse(apiMessages.recordDateFuture);
  if (daysBetween(start, end) > RECORD_MAX_SPAN_DAYS) throw refuse(apiMessages.recordRangeTooLong);
  return [start, end];
}

/**
 * The period a request names: explicit dates (one alone means that day) win over `period`.
 * @throws DomainError with a Chinese message for a bad, reversed, future or too long range
 * @example resolvePeriod({ period: 'yesterday' }, new Date('2026-01-01T16:30:00Z'))
 *   // { startDate: '2026-01-01', endDate: '2026-01-01', fromUtc: '2025-12-31T16:00:00.000Z', toUtc: '2026-01-01T16:00:00.000Z' }
 */
export function resolvePeriod(input: PeriodInput, now: Date): ResolvedPeriod {
  const today = shanghaiDate(now);
  const hasDates = input.start_date !== undefined || input.end_date !== undefined;
  const [startDate, endDate] = hasDates ? explicitDates(input, today) : NAMED[input.period](today);
  return {
    startDate,
    endDate,
    fromUtc: shanghaiMidnightUtc(startDate).toISOString(),
    toUtc: shanghaiMidnightUtc(addDays(endDate, 1)).toISOString(),
  };
}
