/**
 * What `pnpm bench:home` measures besides bytes: the floor page it compares the home page's largest
 * paint with, the layout shift of a load, the time a tab tap takes to show its page, and what a
 * returning visitor downloads again.
 */
import type { CDPSession, Page } from 'playwright-core';

/** The floor: a static page showing only the home page's first banner, as fast as a page can show it. */
export function floorPageHtml(bannerSource: string): string {
  const source = bannerSource.replace(/"/g, '&quot;');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>floor</title></head><body style="margin:0;background:#1a1a1a"><img src="${source}" alt="" width="750" height="300" fetchpriority="high" style="display:block;width:100%;height:auto"></body></html>`;
}

/** Runs in every document before its scripts: sums the layout shifts not caused by input. */
export function recordLayoutShifts(): void {
  (window as unknown as { __benchCls: number }).__benchCls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
      if (!entry.hadRecentInput) (window as unknown as { __benchCls: number }).__benchCls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

export async function layoutShiftOf(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __benchCls: number }).__benchCls);
}

/**
 * Taps the tab bar's link to `path` and answers the milliseconds from the tap's event to the frame
 * after the page's remote section (`remote`) is in the document and visible.
 */
export async function tapTabAndTime(page: Page, path: string, remote: string): Promise<number> {
  const selector = `[data-testid="remote-page"][data-remote="${remote}"]`;
  // A string, not a function: tsx would wrap a function's inner functions in helpers the page lacks.
  const waiting = page.evaluate<number>(`new Promise((resolve) => {
    let tappedAt = 0;
    document.addEventListener('click', (event) => { tappedAt = event.timeStamp; }, { capture: true, once: true });
    const check = () => {
      const element = document.querySelector(${JSON.stringify(selector)});
      if (!(tappedAt > 0 && element instanceof HTMLElement && element.offsetParent !== null)) return void requestAnimationFrame(check);
      // The frame after the one that has it: it has been painted by then.
      requestAnimationFrame(() => resolve(performance.now() - tappedAt));
    };
    requestAnimationFrame(check);
  })`);
  await page.locator(`[data-testid="tab-bar"] a[href="${path}"]`).tap();
  return waiting;
}

/** The URLs a page load fetched over the network (not from the browser's cache), by CDP. */
export function collectNetworkFetches(cdp: CDPSession): string[] {
  const fetched: string[] = [];
  // Chromium tells of a memory-cache hit by this event, before the response.
  const fromMemory = new Set<string>();
  cdp.on('Network.requestServedFromCache', ({ requestId }) => fromMemory.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (!fromMemory.has(requestId) && !response.fromDiskCache && !response.fromServiceWorker)
      fetched.push(new URL(response.url).pathname);
  });
  return fetched;
}

/** Whether a path is one a returning visitor should fetch again: the page, remotes.json and the API. */
export function isExpectedRefetch(pathname: string): boolean {
  return !pathname.startsWith('/static/') && !/^\/remotes\/[^/]+\/[^/]+\//.test(pathname);
}

export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}
