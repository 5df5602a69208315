/** The chain watcher's settings: TronGrid in production, the demo chain in demo mode; what production refuses. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startupRefusals } from './startup-refusals';

describe('TRON settings', () => {
  it('reads TronGrid in production and the demo chain in demo mode, with their poll intervals and page limit', () => {
    expect(loadConfig({ SITE_MODE: 'production' }).tron).toEqual({
      apiUrl: 'https://api.trongrid.io',
      apiKey: undefined,
      pollMs: 5000,
      pageLimit: 200,
      demoChainSettings: [],
    });
    expect(loadConfig({}).tron).toMatchObject({ apiUrl: 'http://127.0.0.1:3599', pollMs: 3000 });
    expect(loadConfig({ DEMO_CHAIN_PORT: '4100' }).tron.apiUrl).toBe('http://127.0.0.1:4100');
    const set = loadConfig({
      TRON_API_URL: 'https://x.example',
      TRON_API_KEY: 'k',
      TRON_POLL_MS: '700',
      TRON_PAGE_LIMIT: '50',
    });
    expect(set.tron).toMatchObject({ apiUrl: 'https://x.example', apiKey: 'k', pollMs: 700, pageLimit: 50 });
    // Out of range: the default.
    expect(loadConfig({ TRON_PAGE_LIMIT: '500', TRON_POLL_MS: '-1' }).tron).toMatchObject({
      pageLimit: 200,
      pollMs: 3000,
    });
  });

  it('refuses in production any DEMO_CHAIN_* setting and a TRON_API_URL that is no http(s) URL; neither in demo mode', () => {
    const production = { SITE_MODE: 'production' };
    expect(startupRefusals(loadConfig({ ...production, TRON_API_URL: 'http://10.0.0.5:8090' }))).toEqual([]);
    expect(startupRefusals(loadConfig({ ...production, DEMO_CHAIN_PORT: '3599' }))).toEqual([
      'demo chain settings are set (DEMO_CHAIN_PORT)',
    ]);
    expect(startupRefusals(loadConfig({ ...production, TRON_API_URL: 'ftp://x' }))).toEqual([
      'TRON_API_URL=ftp://x is no http(s) URL',
    ]);
    expect(startupRefusals(loadConfig({ ...production, TRON_API_URL: 'trongrid' }))).toEqual([
      'TRON_API_URL=trongrid is no http(s) URL',
    ]);
    expect(startupRefusals(loadConfig({ DEMO_CHAIN_BLOCK_MS: '100', TRON_API_URL: 'ftp://x' }))).toEqual([]);
  });
});
