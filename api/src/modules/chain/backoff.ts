/**
 * How long the watcher waits after failures in a row: 5, 10, 20, 40, then 80 s for every one after;
 * at least 30 s after a rate limit, since TronGrid suspends the key that long and counts every
 * request in the suspension against it.
 */

export const FIRST_BACKOFF_MS = 5_000;
export const MAX_BACKOFF_MS = 80_000;
export const RATE_LIMIT_SUSPENSION_MS = 30_000;

/** The wait after the `failuresInARow`-th failure in a row (1 is the first): doubling from 5 s, capped at 80 s. */
export function backoffDelayMs(failuresInARow: number, rateLimited = false): number {
  const doublings = Math.min(Math.max(failuresInARow, 1) - 1, 4);
  const delay = Math.min(FIRST_BACKOFF_MS * 2 ** doublings, MAX_BACKOFF_MS);
  return rateLimited ? Math.max(delay, RATE_LIMIT_SUSPENSION_MS) : delay;
}
