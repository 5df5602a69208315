/** The popup's countdown: time left on an order from its expires_at and a clock. */

/**
 * Milliseconds until `expiresAt` (ISO-8601) at `now`, never below 0; 0 for a date that does not parse.
 * @example remainingMs('2026-01-01T00:10:00Z', Date.parse('2026-01-01T00:00:00Z')) // 600000
 */
export function remainingMs(expiresAt: string, now: number): number {
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, end - now);
}

/**
 * mm:ss of a remaining time, rounded up so the display reaches 00:00 only when the time is up;
 * minutes may pass 59 (a 90-minute order shows 90:00).
 * @example formatCountdown(61_000) // '01:01'
 */
export function formatCountdown(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
