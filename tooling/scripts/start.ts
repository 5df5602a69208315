/**
 * `pnpm start`: builds whatever is missing (shell, unreleased remotes), starts the API and
 * serves the whole site from one local address.
 */
import { access } from 'node:fs/promises';
import path from 'node:path';
import { deployShell } from '../release/deploy-shell';
import { readReleaseManifest } from '../release/manifest-store';
import { deployDir, deployPaths, REMOTE_PACKAGES } from '../release/paths';
import { releaseRemote } from '../release/release-remote';
import { createSiteServer } from '../site/site-server';
import { spawnApi } from './spawn-api';
import { waitForHealthy } from './wait-for-healthy';

const root = deployDir();
const sitePort = Number(process.env.PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? 3100);

const shellBuilt = await access(path.join(deployPaths(root).shell, 'index.html')).then(
  () => true,
  () => false,
);
if (!shellBuilt) await deployShell(root);

const released = new Set((await readReleaseManifest(root)).remotes.map((remote) => remote.package));
for (const pkg of REMOTE_PACKAGES) {
  if (!released.has(pkg)) {
    const outcome = await releaseRemote(root, pkg);
    console.log(`released ${pkg} ${outcome.version}`);
  }
}

const api = spawnApi(apiPort);
const apiOrigin = `http://127.0.0.1:${apiPort}`;
await waitForHealthy(`${apiOrigin}/api/health`);

const site = await createSiteServer({ deployDir: root, apiOrigin });
await site.listen({ host: '127.0.0.1', port: sitePort });
console.log(`\nsite ready: http://127.0.0.1:${sitePort}/  (API ${apiOrigin}, deploy ${root})`);

const stop = () => {
  api.kill('SIGTERM');
  void site.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', (code) => {
  console.error(`api exited (${code}); stopping`);
  void site.close().then(() => process.exit(1));
});
