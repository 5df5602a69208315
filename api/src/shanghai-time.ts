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
