/**
 * `pnpm bench:home`: builds the site with bundle stats into a scratch deploy folder, starts the
 * API beside it (its own database there, seeded with the demo data), and loads /home five times
 * as a returning visitor on an emulated mid-range phone (4x CPU slowdown, 150 ms latency,
 * 1.6 Mbit/s down, 750 kbit/s up). Prints the largest contentful paint of every run, their
 * median, and the gzip bytes the home route downloaded, split into shell, Module Federation
 * runtime, shared libraries and the lobby remote. Figures only: nothing is asserted.
 */
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Browser } from 'playwright-core';
import {
  attributeDownloads,
  collectDownloads,
  deployWithStats,
  listenLocally,
  printByteReport,
  type ByteReport,
  type HomeBuild,
} from '../bench/home-bytes';
import { launchChromium } from '../chromium';
import { createSiteServer } from '../site/site-server';
import { spawnApi } from './spawn-api';
import { waitForHealthy } from './wait-for-healthy';

const RUNS = 5;
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

interface Run {
  lcp: number;
  element: string;
  bytes: ByteReport;
  apiCalls: number;
  apiGzip: number;
}

async function loadHome(browser: Browser, origin: string, build: HomeBuild): Promise<Run> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  try {
    await context.addInitScript(beforeSiteScripts);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    const downloads = collectDownloads(page);
    await page.goto(`${origin}/home`, { timeout: 120_000 });
    await page.locator('[data-testid="remote-page"][data-remote="mf-lobby"]').waitFor({ timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    await page.waitForTimeout(SETTLE_MS);
    const lcp = await page.evaluate(() => window.__benchLcp);
    if (!lcp) throw new Error('no largest-contentful-paint entry was recorded');
    // The API's answers (JSON, with pictures inline) are data, not the site's code: counted apart.
    const apiAnswers = downloads.filter((download) => download.pathname.startsWith('/api/'));
    const apiGzip = apiAnswers.reduce((sum, download) => sum + gzipSync(download.body).length, 0);
    const files = downloads.filter((download) => !download.pathname.startsWith('/api/'));
    return {
      lcp: lcp.startTime,
      element: lcp.element,
      bytes: attributeDownloads(files, build),
      apiCalls: apiAnswers.length,
      apiGzip,
    };
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (index: number) => sorted[index] ?? Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

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
  const origin = await listenLocally(site);
  browser = await launchChromium();

  console.log(
    `\n/home, returning visitor, 390x844 mobile, CPU ${CPU_SLOWDOWN}x slower, ${NETWORK.latency} ms latency, 1.6 Mbit/s down, 750 kbit/s up`,
  );
  const runs: Run[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const run = await loadHome(browser, origin, build);
    runs.push(run);
    console.log(
      `run ${index + 1}: LCP ${run.lcp.toFixed(0).padStart(6)} ms  (${run.element}; ${run.bytes.files} files, ${run.apiCalls} API answers)`,
    );
  }
  console.log(`median LCP over ${RUNS} runs: ${median(runs.map((run) => run.lcp)).toFixed(0)} ms`);
  const first = runs[0];
  if (first) {
    printByteReport('home route, site files of run 1', first.bytes);
    console.log(`besides: ${first.apiCalls} API answers, ${(first.apiGzip / 1000).toFixed(1)} kB gzip`);
  }
} finally {
  await browser?.close();
  await site?.close();
  if (api) await stopChild(api);
  await rm(root, { recursive: true, force: true });
}
