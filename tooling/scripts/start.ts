/**
 * `pnpm start`: builds whatever is missing (shell, unreleased remotes), starts the API, the demo
 * game provider and the demo TRON chain beside it, and serves the whole site from one local address.
 */
import { access } from 'node:fs/promises';
import path from 'node:path';
import { buildAdmin } from '../release/admin-build';
import { deployShell } from '../release/deploy-shell';
import { readReleaseManifest } from '../release/manifest-store';
import { deployDir, deployPaths, REMOTE_PACKAGES } from '../release/paths';
import { releaseRemote } from '../release/release-remote';
import { createSiteServer, siteTrustProxy } from '../site/site-server';
import { demoProviderSecret } from './demo-secret';
import { spawnApi } from './spawn-api';
import { demoChainOrigin, spawnDemoChain } from './spawn-demo-chain';
import { spawnDemoProvider } from './spawn-demo-provider';
import { waitForHealthy } from './wait-for-healthy';

const root = deployDir();
const sitePort = Number(process.env.PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? 3100);
const demoProviderPort = Number(process.env.DEMO_PROVIDER_PORT ?? 3300);
const demoChainPort = Number(process.env.DEMO_CHAIN_PORT ?? 3500);
// Read first: a value Fastify cannot use stops `pnpm start` before anything is built or started.
const trustProxy = siteTrustProxy(process.env.SITE_TRUST_PROXY);

const shellBuilt = await access(path.join(deployPaths(root).shell, 'index.html')).then(
  () => true,
  () => false,
);
if (!shellBuilt) await deployShell(root);

// The operator console, at /admin/ (built once; `pnpm --filter admin build` rebuilds it).
const adminDir = await buildAdmin();

const released = new Set((await readReleaseManifest(root)).remotes.map((remote) => remote.package));
for (const pkg of REMOTE_PACKAGES) {
  if (!released.has(pkg)) {
    const outcome = await releaseRemote(root, pkg);
    console.log(`released ${pkg} ${outcome.version}`);
  }
}

// The API launches demo games at the provider's port; the provider calls the API's wallet back,
// signed with the secret the API keeps beside its database (demo mode; production has no demo provider).
const demoSecret = demoProviderSecret();
const demoEnv: Record<string, string> = demoSecret ? { PROVIDER_DEMO_SECRET: demoSecret } : {};
// In demo mode the API watches USDT payments on the demo chain exactly as it would on TronGrid
// (TRON_API_URL); production has no demo chain and reads the TRON_API_URL it is given.
const chainOrigin = demoChainOrigin(demoChainPort);
const demoChain = demoSecret ? spawnDemoChain(demoChainPort) : null;
const chainEnv: Record<string, string> = demoChain ? { TRON_API_URL: chainOrigin } : {};
// The site server calls the API from 127.0.0.1 with the player's address in X-Forwarded-For: the API
// trusts that header from it alone (TRUSTED_PROXIES), never from any other caller.
const api = spawnApi(apiPort, {
  env: { DEMO_PROVIDER_PORT: String(demoProviderPort), TRUSTED_PROXIES: '127.0.0.1/32', ...chainEnv, ...demoEnv },
});
const apiOrigin = `http://127.0.0.1:${apiPort}`;
const demoProvider = demoSecret ? spawnDemoProvider(demoProviderPort, apiOrigin, { env: demoEnv }) : null;
const demoProviderOrigin = `http://127.0.0.1:${demoProviderPort}`;
await Promise.all([
  waitForHealthy(`${apiOrigin}/api/health`),
  demoProvider ? waitForHealthy(`${demoProviderOrigin}/health`) : null,
  demoChain ? waitForHealthy(`${chainOrigin}/health`) : null,
]);

const site = await createSiteServer({ deployDir: root, apiOrigin, trustProxy, adminDir });
await site.listen({ host: '127.0.0.1', port: sitePort });
console.log(
  `\nsite ready: http://127.0.0.1:${sitePort}/  operator console: http://127.0.0.1:${sitePort}/admin/  (API ${apiOrigin}, ${demoProvider ? `demo provider ${demoProviderOrigin}` : 'no demo provider'}, ${demoChain ? `demo chain ${chainOrigin}/` : 'no demo chain'}, deploy ${root})`,
);

const stop = () => {
  api.kill('SIGTERM');
  demoProvider?.kill('SIGTERM');
  demoChain?.kill('SIGTERM');
  void site.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', (code) => {
  console.error(`api exited (${code}); stopping`);
  void site.close().then(() => process.exit(1));
});
// Without the chain only USDT recharges stop being seen; the watcher backs off and retries.
demoChain?.on('exit', (code, signal) => {
  if (signal !== 'SIGTERM') console.error(`demo chain exited (${code ?? signal}); USDT payments are not seen`);
});
// Without the provider only its demo games fail to open; the rest of the site keeps working.
demoProvider?.on('exit', (code, signal) => {
  if (signal !== 'SIGTERM') console.error(`demo provider exited (${code ?? signal}); demo games cannot be opened`);
});
