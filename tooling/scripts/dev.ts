/**
 * `pnpm dev`: the API, the demo game provider and the demo TRON chain in watch mode, every remote on its rsbuild dev
 * server (hot reload), and the shell's dev server, composed through a dev remotes.json that
 * points at those servers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { CONTRACTS_VERSION, routeMetaListSchema, type ReleaseManifest } from 'shared-contracts';
import { federationNameOf } from '../federation';
import { readJsonFile } from '../release/json-file';
import { writeJsonAtomically } from '../release/manifest-store';
import { WORKSPACE_ROOT } from '../release/paths';
import { REMOTES, SHELL_DEV_PORT } from '../remotes';
import { createSiteServer } from '../site/site-server';
import { demoProviderSecret } from './demo-secret';
import { spawnApi } from './spawn-api';
import { demoChainOrigin, spawnDemoChain } from './spawn-demo-chain';
import { spawnDemoProvider } from './spawn-demo-provider';
import { waitForHealthy } from './wait-for-healthy';

const DEV_DIR = path.join(WORKSPACE_ROOT, '.dev');
const API_PORT = 3100;
const DEMO_PROVIDER_PORT = 3300;
const DEMO_CHAIN_PORT = 3500;
const SITE_PORT = 8080;

async function devManifest(): Promise<ReleaseManifest> {
  const remotes = await Promise.all(
    REMOTES.map(async ({ packageName: pkg, devPort }) => {
      const origin = `http://127.0.0.1:${devPort}`;
      const routes = await readJsonFile(
        path.join(WORKSPACE_ROOT, pkg, 'src/federated/routes.json'),
        routeMetaListSchema,
      );
      // No integrity: dev servers rebuild on every change. Releases always carry one.
      return {
        name: federationNameOf(pkg),
        package: pkg,
        version: 'dev',
        manifest: `${origin}/mf-manifest.json`,
        entry: `${origin}/remoteEntry.js`,
        contracts: CONTRACTS_VERSION,
        routes,
      };
    }),
  );
  return { schemaVersion: 1, remotes };
}

const children: ChildProcess[] = [];
function run(args: string[], env: Record<string, string> = {}): void {
  children.push(spawn('pnpm', args, { cwd: WORKSPACE_ROOT, stdio: 'inherit', env: { ...process.env, ...env } }));
}

await writeJsonAtomically(path.join(DEV_DIR, 'remotes.json'), await devManifest());
// Both peers sign with the one secret the API keeps beside its database (`pnpm dev` is a demo).
const demoEnv = { PROVIDER_DEMO_SECRET: demoProviderSecret() ?? '' };
// The API watches USDT payments on the demo chain as it would on TronGrid.
const chainOrigin = demoChainOrigin(DEMO_CHAIN_PORT);
children.push(
  spawnApi(API_PORT, {
    watch: true,
    env: { DEMO_PROVIDER_PORT: String(DEMO_PROVIDER_PORT), TRON_API_URL: chainOrigin, ...demoEnv },
  }),
);
children.push(spawnDemoChain(DEMO_CHAIN_PORT, { watch: true }));
children.push(spawnDemoProvider(DEMO_PROVIDER_PORT, `http://127.0.0.1:${API_PORT}`, { watch: true, env: demoEnv }));
run(['--filter', './mf-*', '--parallel', 'dev']);
run(['--filter', 'shell', 'dev'], { DEV_SITE_URL: `http://127.0.0.1:${SITE_PORT}` });

// Serves the dev remotes.json and proxies /api; the shell's dev server forwards both here.
const site = await createSiteServer({ deployDir: DEV_DIR, apiOrigin: `http://127.0.0.1:${API_PORT}` });
await site.listen({ host: '127.0.0.1', port: SITE_PORT });
// Only to tell when it is ready: a server that fails to start says why in its own output.
await Promise.all([
  waitForHealthy(`http://127.0.0.1:${API_PORT}/api/health`),
  waitForHealthy(`http://127.0.0.1:${DEMO_PROVIDER_PORT}/health`),
  waitForHealthy(`${chainOrigin}/health`),
]).catch((error: unknown) => console.error(String(error)));
const remotePorts = REMOTES.map((remote) => `${remote.packageName} ${remote.devPort}`).join(', ');
console.log(
  `\ndev site: http://127.0.0.1:${SHELL_DEV_PORT}/  (remotes: ${remotePorts}; API ${API_PORT}, demo provider ${DEMO_PROVIDER_PORT}, demo chain ${chainOrigin}/)`,
);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  void site.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
