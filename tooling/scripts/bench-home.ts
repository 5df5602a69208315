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
import type { FastifyInstance } from 'fastify';
import type { Browser } from 'playwright-core';
import { deployWithStats, listenLocally } from '../bench/home-bytes';
import { CPU_SLOWDOWN, LOBBY, loadOnce, NETWORK, RUNS, timeTabTaps, visitTwice } from '../bench/home-loads';
import { floorPageHtml, percentile } from '../bench/home-measures';
import { launchChromium } from '../chromium';
import { createSiteServer } from '../site/site-server';
import { spawnApi } from './spawn-api';
import { waitForHealthy } from './wait-for-healthy';

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
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

const median = (values: number[]) => percentile(values, 0.5);
const ms = (value: number) => `${value.toFixed(0).padStart(6)} ms`;

// Read before the build: the figures compare only between runs on an otherwise idle machine.
const loadBefore = os.loadavg()[0] ?? 0;
console.log(
  `load average before the run (1 min): ${loadBefore.toFixed(2)} on ${os.availableParallelism()} CPUs${loadBefore > 0.5 ? ' — other work ran just before or beside this run: its times may run high' : ''}`,
);
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
