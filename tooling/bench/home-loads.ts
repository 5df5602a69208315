/**
 * The loads `pnpm bench:home` measures: a throttled mobile page, one load's largest paint and layout
 * shift, ten tab taps from idle home, and a first visit then a return in one browser.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { attributeDownloads, collectDownloads, printByteReport, type HomeBuild } from './home-bytes';
import {
  collectNetworkFetches,
  isExpectedRefetch,
  layoutShiftOf,
  recordLayoutShifts,
  tapTabAndTime,
} from './home-measures';

export const RUNS = 7;
/** After the lobby shows and the network is idle: time for a late image to paint. */
const SETTLE_MS = 1000;
export const CPU_SLOWDOWN = 4;
export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

declare global {
  interface Window {
    __benchLcp?: { startTime: number; element: string; size: number };
  }
}

/**
 * Runs in every document before the site's scripts: marks the shell's self-opening popups as
 * seen (a returning visitor) and records the latest largest-contentful-paint entry.
 */
function beforeSiteScripts(): void {
  localStorage.setItem('showtime', String(Date.now()));
  localStorage.setItem('addHomeTime', String(Date.now()));
  sessionStorage.setItem('noticeShown', '1');
  // No named functions in here: the page gets this function's text, without tsx's helpers.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element | null; size?: number }>) {
      // The element, the nearest test id above it and, for a picture, where it comes from.
      const element = entry.element;
      const owner = element?.closest('[data-testid]')?.getAttribute('data-testid');
      const source =
        element instanceof HTMLImageElement
          ? ` ${element.currentSrc.startsWith('data:') ? 'data: URI' : new URL(element.currentSrc).pathname}`
          : '';
      const name = element ? `${element.tagName.toLowerCase()}${source}${owner ? ` in ${owner}` : ''}` : '(removed)';
      window.__benchLcp = { startTime: entry.startTime, element: name, size: entry.size ?? 0 };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

export const LOBBY = '[data-testid="remote-page"][data-remote="mf-lobby"]';
const TAPS = 10;
/** Home → 活动 and home → 我的, in turns (spec §2's tabs of other remotes). */
const TAB_TARGETS = [
  { path: '/activity', remote: 'mf-activity' },
  { path: '/user', remote: 'mf-account' },
];

async function throttledContext(browser: Browser, seenPopups = true): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  if (seenPopups) await context.addInitScript(beforeSiteScripts);
  await context.addInitScript(recordLayoutShifts);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  return { context, page };
}

/** The largest contentful paint of one load of `url` with an empty cache, and its layout shift. */
export async function loadOnce(browser: Browser, url: string, until: string) {
  const { context, page } = await throttledContext(browser);
  try {
    await page.goto(url, { timeout: 120_000 });
    await page.locator(until).first().waitFor({ timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    await page.waitForTimeout(SETTLE_MS);
    const lcp = await page.evaluate(() => window.__benchLcp);
    if (!lcp) throw new Error(`no largest-contentful-paint entry was recorded for ${url}`);
    return { lcp: lcp.startTime, element: lcp.element, cls: await layoutShiftOf(page) };
  } finally {
    await context.close();
  }
}

/** Ten taps on other remotes' tabs from home, once the page is idle; each tap's milliseconds. */
export async function timeTabTaps(browser: Browser, origin: string): Promise<number[]> {
  const { context, page } = await throttledContext(browser);
  try {
    await page.goto(`${origin}/home`, { timeout: 120_000 });
    await page.locator(LOBBY).waitFor({ timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    await page.waitForTimeout(2000);
    const times: number[] = [];
    for (let tap = 0; tap < TAPS; tap += 1) {
      const target = TAB_TARGETS[tap % TAB_TARGETS.length]!;
      times.push(await tapTabAndTime(page, target.path, target.remote));
      await page.locator('[data-testid="tab-bar"] a[href="/home"]').tap();
      await page.locator(LOBBY).waitFor({ state: 'visible' });
      await page.waitForTimeout(500);
    }
    return times;
  } finally {
    await context.close();
  }
}

/** A first visit (popups open) then a return in the same browser, unthrottled: bytes and refetches. */
export async function visitTwice(browser: Browser, origin: string, build: HomeBuild): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  try {
    const page = await context.newPage();
    const downloads = collectDownloads(page);
    await page.goto(`${origin}/home`);
    await page.locator(LOBBY).waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    // Other remotes' files come only from the idle-time preload of the other tabs: counted apart.
    const isOtherRemote = (pathname: string) =>
      pathname.startsWith('/remotes/') && !pathname.startsWith(build.lobbyPrefix);
    const site = downloads.filter(({ pathname }) => !pathname.startsWith('/api/') && !isOtherRemote(pathname));
    printByteReport('home route, first visit (first-time popups open)', attributeDownloads(site, build));
    const preloaded = downloads.filter(({ pathname }) => isOtherRemote(pathname));
    const preloadedGzip = preloaded.reduce((sum, { body }) => sum + gzipSync(body).length, 0);
    console.log(
      `besides: other tabs' remotes preloaded when idle, ${preloaded.length} files, ${(preloadedGzip / 1000).toFixed(1)} kB gzip`,
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const fetched = collectNetworkFetches(cdp);
    await page.goto(`${origin}/home`);
    await page.locator(LOBBY).waitFor();
    await page.waitForLoadState('networkidle');
    const again = fetched.filter((pathname) => !isExpectedRefetch(pathname));
    console.log(
      `\nreturning visitor: ${fetched.length} fetched over the network; of them versioned files: ${again.length}${again.length ? ` (${again.join(', ')})` : ''}`,
    );
  } finally {
    await context.close();
  }
}
