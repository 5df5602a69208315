/** Business time is Asia/Shanghai (UTC+8 all year, no daylight saving): wall-clock text for players. */

const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * An instant as Asia/Shanghai wall time, "YYYY-MM-DD HH:mm:ss".
 * @example formatShanghaiTime('2026-01-01T16:30:00.000Z') // '2026-01-02 00:30:00'
 */
export function formatShanghaiTime(instant: string | Date): string {
  const ms = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError(`not an instant: ${String(instant)}`);
  return new Date(ms + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The Asia/Shanghai date of an instant: the business day of reports, summaries and daily limits.
 * @example shanghaiDate(new Date('2026-01-01T16:00:00Z')) // '2026-01-02'
 */
export function shanghaiDate(instant: Date): string {
  return new Date(instant.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** The UTC instant of 00:00 Asia/Shanghai on a date ('2026-01-02' → 2026-01-01T16:00:00.000Z). */
export function shanghaiMidnightUtc(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) - SHANGHAI_OFFSET_MS);
}

/**
 * UTC bounds [fromUtc, beforeUtc) of Asia/Shanghai days `start` to `end`, both included; either
 * side open when its day is not given. Null when the end comes before the start.
 * @example shanghaiDaysUtc('2026-01-02', '2026-01-02') // { fromUtc: '2026-01-01T16:00:00.000Z', beforeUtc: '2026-01-02T16:00:00.000Z' }
 */
export function shanghaiDaysUtc(
  start: string | undefined,
  end: string | undefined,
): { fromUtc?: string; beforeUtc?: string } | null {
  // Same-length 'YYYY-MM-DD' texts compare as the days they name.
  if (start !== undefined && end !== undefined && start > end) return null;
  const dayMs = 24 * 60 * 60 * 1000;
  return {
    ...(start === undefined ? {} : { fromUtc: shanghaiMidnightUtc(start).toISOString() }),
    ...(end === undefined ? {} : { beforeUtc: new Date(shanghaiMidnightUtc(end).getTime() + dayMs).toISOString() }),
  };
}
