/**
 * `pnpm bench:bundle`: builds the site with bundle stats into a scratch deploy folder, loads
 * /home in Chromium, and prints the gzip bytes the home route downloaded, split into shell,
 * Module Federation runtime, shared libraries and the lobby remote. Then, apart, the operator
 * console's: the files its /admin/ login page loads, and all its chunks.
 */
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  attributeDownloads,
  collectDownloads,
  deployWithStats,
  listenLocally,
  printByteReport,
} from '../bench/home-bytes';
import { measureAdminBuild, printAdminReport } from '../bench/admin-bytes';
import { launchChromium } from '../chromium';
import { buildAdmin } from '../release/admin-build';
import { createSiteServer } from '../site/site-server';

const root = path.join(os.tmpdir(), `bench-bundle-${process.pid}`);
const build = await deployWithStats(root);

const site = await createSiteServer({ deployDir: root });
const origin = await listenLocally(site);

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
  const downloads = collectDownloads(page);
  await page.goto(`${origin}/home`);
  await page.locator('[data-testid="remote-page"][data-remote="mf-lobby"]').waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  printByteReport(`home route, ${visit.name}`, attributeDownloads(downloads, build));
}
await browser.close();
await site.close();
await rm(root, { recursive: true, force: true });

// The console is not part of the player site: built on its own, measured after the site's figures.
printAdminReport(await measureAdminBuild(await buildAdmin({ force: true })));
