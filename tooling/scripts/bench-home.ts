/**
 * `pnpm bench:home`: builds the site with bundle stats into a scratch deploy folder, starts the
 * API beside it (its own database there, seeded with the demo data), and on an emulated mid-range
 * phone (4x CPU slowdown, 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up), each load with an empty
 * cache and the self-opening popups already seen:
 * - loads /home and a floor page (a static page with only the first banner) five times each, in
 *   turns, and prints every largest contentful paint, the medians and their ratio, and the layout
 *   shift of each home load;
 * - taps 活动 and 我的 from home, ten taps, and prints the time to each page and the median.
 * Then, unthrottled, a first visit (popups open) and a returning one in the same browser: the gzip
 * bytes of the home route split into shell, Module Federation runtime, shared libraries and the
 * lobby remote, the other tabs' files fetched when idle apart, and what the return fetched again.
 * Figures only: nothing is asserted.
 */
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  attributeDownloads,
  collectDownloads,
  deployWithStats,
  listenLocally,
  printByteReport,
  type HomeBuild,
} from '../bench/home-bytes';
import {
  collectNetworkFetches,
  floorPageHtml,
  isExpectedRefetch,
  layoutShiftOf,
  percentile,
  recordLayoutShifts,
  tapTabAndTime,
} from '../bench/home-measures';
import { launchChromium } from '../chromium';
import { createSiteServer } from '../site/site-server';
import { spawnApi } from './spawn-api';
import { waitForHealthy } from './wait-for-healthy';

const RUNS = 7;
/** After the lobby shows and the network is idle: time for a late image to paint. */
const SETTLE_MS = 1000;
const CPU_SLOWDOWN = 4;
const NETWORK = {
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

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
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

const LOBBY = '[data-testid="remote-page"][data-remote="mf-lobby"]';
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
async function loadOnce(browser: Browser, url: string, until: string) {
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
async function timeTabTaps(browser: Browser, origin: string): Promise<number[]> {
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
async function visitTwice(browser: Browser, origin: string, build: HomeBuild): Promise<void> {
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

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

const median = (values: number[]) => percentile(values, 0.5);
const ms = (value: number) => `${value.toFixed(0).padStart(6)} ms`;

const root = path.join(os.tmpdir(), `bench-home-${process.pid}`);
let api: ChildProcess | undefined;
let site: FastifyInstance | undefined;
let browser: Browser | undefined;
try {
  const build = await deployWithStats(root);
  const apiPort = await freePort();
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  // Its own database in the scratch folder, seeded with the demo data (games, banners, notices).
  api = spawnApi(apiPort, { env: { DATABASE_URL: path.join(root, 'api.db') } });
  await waitForHealthy(`${apiOrigin}/api/health`);
  site = await createSiteServer({ deployDir: root, apiOrigin });
  const banners = (await (await fetch(`${apiOrigin}/api/banner`)).json()) as {
    result: Array<{ cover_images: string }>;
  };
  const floor = floorPageHtml(banners.result[0]?.cover_images ?? '');
  site.get('/bench-floor', async (_request, reply) => reply.type('text/html; charset=utf-8').send(floor));
  const origin = await listenLocally(site);
  browser = await launchChromium();

  // BENCH_HOME_PARTS=lcp,taps,bytes picks what to measure (all by default).
  const parts = new Set((process.env.BENCH_HOME_PARTS ?? 'lcp,taps,bytes').split(','));
  if (parts.has('lcp')) await measureLcp(browser, origin);
  if (parts.has('taps')) {
    const taps = await timeTabTaps(browser, origin);
    console.log(
      `\ntab taps from idle home (活动 and 我的 in turns): ${taps.map((time) => time.toFixed(0)).join(', ')} ms`,
    );
    console.log(`p50 ${median(taps).toFixed(0)} ms, slowest ${Math.max(...taps).toFixed(0)} ms`);
  }
  if (parts.has('bytes')) await visitTwice(browser, origin, build);
} finally {
  await browser?.close();
  await site?.close();
  if (api) await stopChild(api);
  await rm(root, { recursive: true, force: true });
}

/** The home page's and the floor page's largest paints, in turns, with each home load's layout shift. */
async function measureLcp(browser: Browser, origin: string): Promise<void> {
  console.log(
    `\nreturning visitor with an empty cache, 390x844 mobile, CPU ${CPU_SLOWDOWN}x slower, ${NETWORK.latency} ms latency, 1.6 Mbit/s down, 750 kbit/s up`,
  );
  const home: number[] = [];
  const floors: number[] = [];
  const shifts: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const floorRun = await loadOnce(browser, `${origin}/bench-floor`, 'img');
    const run = await loadOnce(browser, `${origin}/home`, LOBBY);
    floors.push(floorRun.lcp);
    home.push(run.lcp);
    shifts.push(run.cls);
    console.log(
      `run ${index + 1}: home LCP ${ms(run.lcp)} (${run.element}), CLS ${run.cls.toFixed(3)}; floor LCP ${ms(floorRun.lcp)}`,
    );
  }
  console.log(
    `median LCP over ${RUNS} runs: home ${median(home).toFixed(0)} ms, floor ${median(floors).toFixed(0)} ms, ratio ${(median(home) / median(floors)).toFixed(2)}; largest CLS ${Math.max(...shifts).toFixed(3)}`,
  );
}
