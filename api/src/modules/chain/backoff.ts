/** How long the watcher waits after failures in a row: 5, 10, 20, 40, then 80 s for every one after. */

export const FIRST_BACKOFF_MS = 5_000;
export const MAX_BACKOFF_MS = 80_000;

/** The wait after the `failuresInARow`-th failure in a row (1 is the first): doubling from 5 s, capped at 80 s. */
export function backoffDelayMs(failuresInARow: number): number {
  const doublings = Math.min(Math.max(failuresInARow, 1) - 1, 4);
  return Math.min(FIRST_BACKOFF_MS * 2 ** doublings, MAX_BACKOFF_MS);
}
