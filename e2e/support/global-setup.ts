/**
 * Builds the site into a fresh deploy folder exactly as a release engineer would (shell, then
 * `pnpm release` of each remote), starts the API, the demo game provider, the demo TRON chain and the site server on
 * 127.0.0.1, and hands their addresses to the specs. Everything stops when the run ends.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildAdmin } from 'tooling/release/admin-build';
import { deployEverything } from 'tooling/release/deploy-shell';
import { WORKSPACE_ROOT } from 'tooling/release/paths';
import { createSiteServer } from 'tooling/site/site-server';
import { spawnApi } from 'tooling/scripts/spawn-api';
import { demoProviderSecret } from 'tooling/scripts/demo-secret';
import { spawnDemoProvider } from 'tooling/scripts/spawn-demo-provider';
import { demoChainOrigin, spawnDemoChain } from 'tooling/scripts/spawn-demo-chain';
import { waitForHealthy } from 'tooling/scripts/wait-for-healthy';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    deployDir: string;
    /** The demo TRON chain: its test wallet page at `/`, its controls under `/demo/`. */
    demoChainUrl: string;
  }
}

const E2E_DEPLOY_DIR = path.join(WORKSPACE_ROOT, 'e2e/.e2e-deploy');
const API_PORT = Number(process.env.E2E_API_PORT ?? 3199);
const DEMO_PROVIDER_PORT = Number(process.env.E2E_DEMO_PROVIDER_PORT ?? 3399);
const DEMO_CHAIN_PORT = Number(process.env.E2E_DEMO_CHAIN_PORT ?? 3599);
/** Fast blocks and polls: a payment solidifies in about 4 s (19 blocks) and is seen within half a second. */
const DEMO_CHAIN_BLOCK_MS = '200';
const TRON_POLL_MS = '500';

export default async function setup(project: TestProject) {
  await rm(E2E_DEPLOY_DIR, { recursive: true, force: true });
  delete process.env.RELEASE_LABEL;
  await deployEverything(E2E_DEPLOY_DIR);
  const adminDir = await buildAdmin({ force: true });

  // Its own database file, so the suite never touches the demo site's data. Demo games launch
  // at the suite's own provider, which calls this API's wallet back.
  const demoProviderOrigin = `http://127.0.0.1:${DEMO_PROVIDER_PORT}`;
  // The suite's own chain: the API watches it as it would TronGrid; specs pay through its page.
  const chainOrigin = demoChainOrigin(DEMO_CHAIN_PORT);
  const demoChain = spawnDemoChain(DEMO_CHAIN_PORT, {
    env: { DEMO_CHAIN_BLOCK_MS, DEMO_CHAIN_LOG_LEVEL: process.env.DEMO_CHAIN_LOG_LEVEL ?? 'warn' },
  });
  // Every player of the suite comes from 127.0.0.1: the per-address limits are scaled up for it.
  const apiEnv = {
    DATABASE_URL: path.join(E2E_DEPLOY_DIR, 'api.db'),
    CAPTCHA_TEST_ANSWERS: '1',
    RATE_LIMIT_SCALE: '20',
    PROVIDER_DEMO_LAUNCH_URL: `${demoProviderOrigin}/play`,
    TRON_API_URL: chainOrigin,
    TRON_POLL_MS,
    // The site server proxies /api from 127.0.0.1 and names the player in X-Forwarded-For.
    TRUSTED_PROXIES: '127.0.0.1/32',
  };
  // The demo secret the API keeps beside the suite's database: both peers sign with it.
  const demoSecret = { PROVIDER_DEMO_SECRET: demoProviderSecret(apiEnv) ?? '' };
  const api = spawnApi(API_PORT, { env: { ...apiEnv, ...demoSecret } });
  const apiOrigin = `http://127.0.0.1:${API_PORT}`;
  // Quiet like the API unless asked: wallet trouble still shows as warnings.
  const demoProvider = spawnDemoProvider(DEMO_PROVIDER_PORT, apiOrigin, {
    env: { DEMO_PROVIDER_LOG_LEVEL: process.env.DEMO_PROVIDER_LOG_LEVEL ?? 'warn', ...demoSecret },
  });
  await Promise.all([
    waitForHealthy(`${apiOrigin}/api/health`),
    waitForHealthy(`${demoProviderOrigin}/health`),
    waitForHealthy(`${chainOrigin}/health`),
  ]);

  const site = await createSiteServer({ deployDir: E2E_DEPLOY_DIR, apiOrigin, adminDir });
  await site.listen({ host: '127.0.0.1', port: 0 });
  const address = site.server.address();
  if (!address || typeof address === 'string') throw new Error('site server has no port');

  project.provide('siteUrl', `http://127.0.0.1:${address.port}`);
  project.provide('deployDir', E2E_DEPLOY_DIR);
  project.provide('demoChainUrl', chainOrigin);

  return async () => {
    await site.close();
    api.kill('SIGTERM');
    demoProvider.kill('SIGTERM');
    demoChain.kill('SIGTERM');
  };
}
