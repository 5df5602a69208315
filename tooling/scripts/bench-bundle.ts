/**
 * `pnpm bench:bundle`: builds the site with bundle stats into a scratch deploy folder, loads
 * /home in Chromium, and prints the gzip bytes the home route downloaded, split into shell,
 * Module Federation runtime, shared libraries and the lobby remote.
 */
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { attributeBytes, type Part } from '../bench/attribute-bytes';
import type { BundleStats } from '../bench/bundle-stats-plugin';
import { launchChromium } from '../chromium';
import { deployEverything } from '../release/deploy-shell';
import { readReleaseManifest } from '../release/manifest-store';
import { createSiteServer } from '../site/site-server';

const root = path.join(os.tmpdir(), `bench-bundle-${process.pid}`);
process.env.BUNDLE_STATS = '1';
await deployEverything(root);
const lobby = (await readReleaseManifest(root)).remotes.find((remote) => remote.package === 'mf-lobby');
if (!lobby) throw new Error('mf-lobby was not released');
const lobbyPrefix = `/remotes/mf-lobby/${lobby.version}/`;

async function statsOf(folder: string): Promise<BundleStats['files']> {
  return (JSON.parse(await readFile(path.join(folder, 'bundle-stats.json'), 'utf8')) as BundleStats).files;
}
const shellStats = await statsOf(path.join(root, 'shell'));
const lobbyStats = await statsOf(path.join(root, 'remotes/mf-lobby', lobby.version));

const site = await createSiteServer({ deployDir: root });
await site.listen({ host: '127.0.0.1', port: 0 });
const address = site.server.address();
if (!address || typeof address === 'string') throw new Error('no port');
const origin = `http://127.0.0.1:${address.port}`;

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * The site opens popups by itself on a first visit (first-time carousel, announcement), which
 * bring the carousel and the sanitizer: the two visits are measured apart.
 */
const VISITS = [
  { name: 'first visit (first-time popup open)', seenPopups: false },
  { name: 'returning visitor (popups already seen)', seenPopups: true },
];

const browser = await launchChromium();
for (const visit of VISITS) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  if (visit.seenPopups) {
    await context.addInitScript(() => {
      localStorage.setItem('showtime', String(Date.now()));
      localStorage.setItem('addHomeTime', String(Date.now()));
      sessionStorage.setItem('noticeShown', '1');
    });
  }
  const page = await context.newPage();
  const downloads: Array<{ pathname: string; body: Buffer }> = [];
  page.on('response', (response) => {
    void response.body().then(
      (body) => downloads.push({ pathname: new URL(response.url()).pathname, body }),
      () => undefined,
    );
  });
  await page.goto(`${origin}/home`);
  await page.locator('[data-testid="remote-page"][data-remote="mf-lobby"]').waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  report(visit.name, downloads);
}
await browser.close();
await site.close();

function report(name: string, downloads: Array<{ pathname: string; body: Buffer }>): void {
  const totals: Record<Part, { gzip: number; raw: number }> = {
    shell: { gzip: 0, raw: 0 },
    'MF runtime': { gzip: 0, raw: 0 },
    'shared libraries': { gzip: 0, raw: 0 },
    'lobby remote': { gzip: 0, raw: 0 },
  };
  let javascriptGzip = 0;
  for (const { pathname, body } of downloads) {
    const gzip = gzipSync(body).length;
    if (pathname.endsWith('.js')) javascriptGzip += gzip;
    const inLobby = pathname.startsWith(lobbyPrefix);
    const file = inLobby ? pathname.slice(lobbyPrefix.length) : pathname.slice(1);
    const parts = attributeBytes(gzip, (inLobby ? lobbyStats : shellStats)[file], file, inLobby ? 'lobby remote' : 'shell');
    for (const [part, bytes] of Object.entries(parts) as Array<[Part, number]>) {
      totals[part].gzip += bytes;
      totals[part].raw += (body.length * bytes) / gzip;
    }
  }
  console.log(`\nhome route, ${name}: ${downloads.length} files downloaded (gzip level 6)`);
  console.log('part'.padEnd(18), 'gzip'.padStart(10), 'raw'.padStart(10));
  for (const [part, { gzip, raw }] of Object.entries(totals)) console.log(part.padEnd(18), kB(gzip).padStart(10), kB(raw).padStart(10));
  const all = Object.values(totals).reduce((sum, { gzip }) => sum + gzip, 0);
  console.log('total'.padEnd(18), kB(all).padStart(10));
  console.log(`of which JavaScript: ${kB(javascriptGzip)} gzip`);
}
await rm(root, { recursive: true, force: true });
