/**
 * The tab bar's other pages, loaded when the browser is idle after the first page is the site's own:
 * each remote's entry, its route table and the page's chunk, so a tap shows the page at once
 * instead of waiting for the network. Nothing renders and no API is called until the tap.
 */
import type { OwnedRoute } from '../federation/release-manifest';
import { loadRouteTable } from '../federation/remote-loader';
import { firstScreenGone } from '../platform/first-screen';

/** Safari has no requestIdleCallback: a moment after the page settles will do. */
function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 3000 });
  else window.setTimeout(run, 500);
}

async function preloadPage(route: OwnedRoute): Promise<void> {
  const table = await loadRouteTable(route.release);
  await table.routes.find((candidate) => candidate.path === route.meta.path)?.preload?.();
}

/** Starts once per boot; a failure is left to the tap, which shows the remote's own fallback. */
export function preloadTabPages(paths: readonly string[], owned: Map<string, OwnedRoute>): void {
  void firstScreenGone.then(() =>
    whenIdle(() => {
      for (const path of paths) {
        const route = owned.get(path);
        if (route) preloadPage(route).catch(() => undefined);
      }
    }),
  );
}
