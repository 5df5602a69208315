/**
 * Polling that runs only while the operator can see the page: every `intervalMs` while
 * document.visibilityState is 'visible', stopped while the tab is hidden (a background tab costs the
 * API nothing), and once at once when it is shown again, so what comes into view is current.
 */

/** What the poller reads of the page: the document, or a stand-in in tests. */
export interface VisibilitySource {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/**
 * Calls `run` every `intervalMs` while `page` is visible; answers the function that stops it.
 * @example const stop = pollWhileVisible(() => void list.refresh(), 10_000);
 */
export function pollWhileVisible(run: () => void, intervalMs: number, page: VisibilitySource = document): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const start = () => {
    if (timer === undefined) timer = setInterval(run, intervalMs);
  };
  const halt = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const onChange = () => {
    if (page.visibilityState !== 'visible') return halt();
    // Shown again: what it shows may be minutes old.
    run();
    start();
  };
  if (page.visibilityState === 'visible') start();
  page.addEventListener('visibilitychange', onChange);
  return () => {
    halt();
    page.removeEventListener('visibilitychange', onChange);
  };
}
