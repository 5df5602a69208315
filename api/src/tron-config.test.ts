/** The chain watcher's settings: TronGrid in production, the demo chain in demo mode; what production refuses. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startupRefusals } from './startup-refusals';

describe('TRON settings', () => {
  it('reads TronGrid in production and the demo chain in demo mode, with their poll intervals and page limit', () => {
    expect(loadConfig({ SITE_MODE: 'production' }).tron).toEqual({
      apiUrl: 'https://api.trongrid.io',
      apiKey: undefined,
      pollMs: 10_000,
      pageLimit: 200,
      requestsPerSecond: 15,
      requestsPerDay: 100_000,
      reconcilePerDay: 3_000,
      demoChainSettings: [],
    });
    expect(loadConfig({}).tron).toMatchObject({ apiUrl: 'http://127.0.0.1:3599', pollMs: 3000 });
    expect(loadConfig({ DEMO_CHAIN_PORT: '4100' }).tron.apiUrl).toBe('http://127.0.0.1:4100');
    const set = loadConfig({
      TRON_API_URL: 'https://x.example',
      TRON_API_KEY: 'k',
      TRON_POLL_MS: '700',
      TRON_PAGE_LIMIT: '50',
      TRON_REQUESTS_PER_SECOND: '10',
      TRON_REQUESTS_PER_DAY: '500000',
      TRON_RECONCILE_PER_DAY: '0',
    });
    expect(set.tron).toMatchObject({
      apiUrl: 'https://x.example',
      apiKey: 'k',
      pollMs: 700,
      pageLimit: 50,
      requestsPerSecond: 10,
      requestsPerDay: 500_000,
      reconcilePerDay: 0,
    });
    // Out of range: the default.
    expect(loadConfig({ TRON_PAGE_LIMIT: '500', TRON_POLL_MS: '-1' }).tron).toMatchObject({
      pageLimit: 200,
      pollMs: 3000,
    });
  });

  it('refuses in production any DEMO_CHAIN_* setting and a TRON_API_URL that is not HTTPS or is local; neither in demo mode', () => {
    // With production's other must-have (the operators' secret key), so that only TRON's rules speak.
    const production = { SITE_MODE: 'production', OPERATOR_SECRET_KEY: '11'.repeat(32) };
    expect(startupRefusals(loadConfig(production))).toEqual([]);
    expect(startupRefusals(loadConfig({ ...production, TRON_API_URL: 'https://tron-node.example.com' }))).toEqual([]);
    expect(startupRefusals(loadConfig({ ...production, DEMO_CHAIN_PORT: '3599' }))).toEqual([
      'demo chain settings are set (DEMO_CHAIN_PORT)',
    ]);
    for (const url of ['ftp://x', 'trongrid', 'http://api.trongrid.io'])
      expect(startupRefusals(loadConfig({ ...production, TRON_API_URL: url }))).toEqual([
        `TRON_API_URL=${url} is no https URL`,
      ]);
    for (const url of [
      'https://127.0.0.1:3500',
      'https://localhost',
      'https://[::1]:3599',
      'https://10.0.0.5:8090',
      'https://192.168.1.2',
    ])
      expect(startupRefusals(loadConfig({ ...production, TRON_API_URL: url }))).toEqual([
        `TRON_API_URL=${url} is this machine or a private network (the demo chain?)`,
      ]);
    expect(startupRefusals(loadConfig({ DEMO_CHAIN_BLOCK_MS: '100', TRON_API_URL: 'ftp://x' }))).toEqual([]);
  });
});
