/**
 * Spec §7: a new GET /api/plat/game cancels the one still running (fast tab switches). The HostApi
 * cancels through a signal, so the caller keeps the one request to abort.
 */

/** Runs a signalled call; starting another through the same runner aborts the one still running. */
export type NewestWins = <T>(call: (signal: AbortSignal) => Promise<T>) => Promise<T>;

/**
 * @example const gameList = newestWins(); gameList((signal) => host.request(path, { query, signal }))
 */
export function newestWins(): NewestWins {
  let running: AbortController | undefined;
  return (call) => {
    running?.abort();
    const controller = new AbortController();
    running = controller;
    return call(controller.signal).finally(() => {
      if (running === controller) running = undefined;
    });
  };
}
