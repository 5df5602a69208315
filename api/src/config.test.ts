import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startupRefusals } from './startup-refusals';

describe('settings from the environment', () => {
  it('scales the per-address limits by RATE_LIMIT_SCALE, and ignores nonsense', () => {
    expect(loadConfig({}).rateLimits.captcha.max).toBe(30);
    expect(loadConfig({ RATE_LIMIT_SCALE: '20' }).rateLimits.captcha.max).toBe(600);
    expect(loadConfig({ RATE_LIMIT_SCALE: '20' }).rateLimits.register.max).toBe(200);
    for (const nonsense of ['0', '-5', '2.5', 'many', '100000'])
      expect(loadConfig({ RATE_LIMIT_SCALE: nonsense }).rateLimits.login.max).toBe(30);
  });

  it('opens only providers with both a secret and a launch URL; the demo provider in demo mode with its secret', () => {
    const config = loadConfig({
      PROVIDER_DEMO_SECRET: 'd',
      PROVIDER_PG_SECRET: 's',
      PROVIDER_PG_LAUNCH_URL: 'https://pg.example/launch',
      PROVIDER_AG_SECRET: 's',
    });
    expect(Object.keys(config.providers).sort()).toEqual(['demo', 'pg']);
    expect(config.incompleteProviders).toEqual(['ag']);
    expect(config.providers.pg).toEqual({
      secret: 's',
      launchUrl: 'https://pg.example/launch',
      allow: ['127.0.0.0/8', '::1/128'],
      allowConfigured: false,
      maxWinMultiple: 10_000,
    });
    // No secret is written in code: without one the demo provider is not open (main.ts makes one).
    expect(loadConfig({}).providers).toEqual({});
    expect(loadConfig({ PROVIDER_DEMO_SECRET: 'd', SITE_MODE: 'production' }).providers.demo).toBeDefined();
  });

  it('reads allow-lists and win multiples per provider; unreadable ones are setting errors', () => {
    const config = loadConfig({
      PROVIDER_PG_SECRET: 's',
      PROVIDER_PG_LAUNCH_URL: 'https://pg.example/launch',
      PROVIDER_PG_ALLOW: '203.0.113.0/24, 2001:db8::1',
      PROVIDER_PG_MAX_WIN_MULTIPLE: '500',
    });
    expect(config.providers.pg).toMatchObject({
      allow: ['203.0.113.0/24', '2001:db8::1/128'],
      allowConfigured: true,
      maxWinMultiple: 500,
    });
    expect(config.settingErrors).toEqual([]);
    const bad = loadConfig({
      PROVIDER_PG_SECRET: 's',
      PROVIDER_PG_LAUNCH_URL: 'https://pg.example/launch',
      PROVIDER_PG_ALLOW: '203.0.113.0/24, 10.0.0.0/40',
      PROVIDER_PG_MAX_WIN_MULTIPLE: '0',
      PROVIDER_DEMO_MAX_WIN_MULTIPLE: '2.5',
    });
    expect(bad.settingErrors).toEqual([
      'PROVIDER_PG_ALLOW has entries that are no CIDR: 10.0.0.0/40',
      'PROVIDER_PG_MAX_WIN_MULTIPLE=0 is no whole number from 1 to 1000000000',
      'PROVIDER_DEMO_MAX_WIN_MULTIPLE=2.5 is no whole number from 1 to 1000000000',
    ]);
    // Refused in any mode: a bad list must not silently become "loopback only" or "everyone".
    expect(startupRefusals(bad)).toHaveLength(3);
  });

  it('keeps SQLite commits fully durable unless NORMAL is asked for, and takes only plain schema names', () => {
    expect(loadConfig({}).sqliteSynchronous).toBe('FULL');
    expect(loadConfig({ SQLITE_SYNCHRONOUS: 'NORMAL' }).sqliteSynchronous).toBe('NORMAL');
    expect(loadConfig({ SQLITE_SYNCHRONOUS: 'OFF' }).sqliteSynchronous).toBe('FULL');
    expect(loadConfig({ DATABASE_SCHEMA: 'site_a' }).databaseSchema).toBe('site_a');
    expect(loadConfig({ DATABASE_SCHEMA: 'x"; drop schema public; --' }).databaseSchema).toBeUndefined();
  });

  it('runs the clean-up every CLEANUP_INTERVAL_SECONDS (600 by default, 0 for never), and ignores nonsense', () => {
    expect(loadConfig({}).cleanupIntervalMs).toBe(600_000);
    expect(loadConfig({ CLEANUP_INTERVAL_SECONDS: '60' }).cleanupIntervalMs).toBe(60_000);
    expect(loadConfig({ CLEANUP_INTERVAL_SECONDS: '0' }).cleanupIntervalMs).toBe(0);
    for (const nonsense of ['-1', '1.5', 'often', '1e9'])
      expect(loadConfig({ CLEANUP_INTERVAL_SECONDS: nonsense }).cleanupIntervalMs).toBe(600_000);
  });

  it('limits invite visits and game launches per address, scaled like the others', () => {
    expect(loadConfig({}).rateLimits.inviteVisit.max).toBe(30);
    expect(loadConfig({ RATE_LIMIT_SCALE: '20' }).rateLimits.gameLaunch.max).toBe(600);
  });

  it('is a demo unless NODE_ENV or SITE_MODE says production; another SITE_MODE refuses to start', () => {
    expect(loadConfig({}).mode).toBe('demo');
    expect(loadConfig({ SITE_MODE: 'demo' }).mode).toBe('demo');
    expect(loadConfig({ NODE_ENV: 'test' }).mode).toBe('demo');
    expect(loadConfig({ NODE_ENV: 'production' }).mode).toBe('production');
    expect(loadConfig({ SITE_MODE: 'production' }).mode).toBe('production');
    // A production machine does not become a demo by one setting.
    expect(loadConfig({ NODE_ENV: 'production', SITE_MODE: 'demo' }).mode).toBe('production');
    const typo = loadConfig({ SITE_MODE: 'prod' });
    expect(typo.mode).toBe('production');
    expect(startupRefusals(typo)).toContain('SITE_MODE=prod is neither demo nor production');
  });

  it('holds balance adjustments above ADJUSTMENT_APPROVAL_USDT (100 by default) for a second operator', () => {
    expect(loadConfig({}).adjustmentApprovalThreshold).toBe(100_000_000);
    expect(loadConfig({ ADJUSTMENT_APPROVAL_USDT: '500.5' }).adjustmentApprovalThreshold).toBe(500_500_000);
    expect(loadConfig({ ADJUSTMENT_APPROVAL_USDT: '0' }).adjustmentApprovalThreshold).toBe(0);
    for (const nonsense of ['-1', 'lots', '1.1234567', '2000000000']) {
      const config = loadConfig({ ADJUSTMENT_APPROVAL_USDT: nonsense });
      expect(config.adjustmentApprovalThreshold).toBe(100_000_000);
      // A setting that cannot be read refuses to start: a typo must not turn the two-person rule off.
      expect(startupRefusals(config).join()).toContain(`ADJUSTMENT_APPROVAL_USDT=${nonsense}`);
    }
  });

  it('seeds demo data in demo mode unless SEED_DEMO=0; in production only when asked, which is refused', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig({ SITE_MODE: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ SITE_MODE: 'production', SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig({ SITE_MODE: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });
});

describe('refusing to start in production', () => {
  const strongSecret = 'a'.repeat(31) + 'b';
  const production = {
    NODE_ENV: 'production',
    PROVIDER_PG_SECRET: strongSecret,
    PROVIDER_PG_LAUNCH_URL: 'https://pg.example/launch',
    PROVIDER_PG_ALLOW: '203.0.113.0/24',
    OPERATOR_SECRET_KEY: 'c'.repeat(64),
  };

  it('starts with real providers that have strong secrets and allow-lists, and no demo shortcut', () => {
    expect(startupRefusals(loadConfig(production))).toEqual([]);
    const narrow = '10.0.0.0/8, 128.0.0.1, 2001:db8::/32, ::ffff:203.0.113.0/120, ::2';
    expect(startupRefusals(loadConfig({ ...production, PROVIDER_PG_ALLOW: narrow }))).toEqual([]);
    expect(startupRefusals(loadConfig({ SITE_MODE: 'production', OPERATOR_SECRET_KEY: 'c'.repeat(64) }))).toEqual([]);
  });

  it('refuses, saying why, each demo shortcut and each weak provider setting', () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ PROVIDER_DEMO_SECRET: 'f'.repeat(64) }, 'the demo provider is enabled (unset every PROVIDER_DEMO_* setting)'],
      [
        { PROVIDER_DEMO_LAUNCH_URL: 'http://x/play' },
        'the demo provider is enabled (unset every PROVIDER_DEMO_* setting)',
      ],
      [{ PROVIDER_PG_SECRET: 'a'.repeat(31) }, 'PROVIDER_PG_SECRET is shorter than 32 bytes'],
      [{ PROVIDER_PG_SECRET: 'demo-provider-secret-for-the-embedded-site' }, 'PROVIDER_PG_SECRET is a known default'],
      [{ PROVIDER_PG_SECRET: '' }, 'provider pg has no PROVIDER_PG_SECRET or _LAUNCH_URL'],
      [{ PROVIDER_AG_LAUNCH_URL: 'https://ag.example' }, 'provider ag has no PROVIDER_AG_SECRET or _LAUNCH_URL'],
      [{ PROVIDER_PG_ALLOW: '' }, 'PROVIDER_PG_ALLOW is not set (the addresses its calls come from)'],
      [
        { PROVIDER_PG_ALLOW: '203.0.113.0/24, 0.0.0.0/0, ::/0, 64.0.0.0/7, ::ffff:0:0/96, 2000::/3' },
        'PROVIDER_PG_ALLOW lets nearly anyone call (0.0.0.0/0, ::/0, 64.0.0.0/7, ::ffff:0:0/96, 2000::/3: wider than /8, or /32 for IPv6)',
      ],
      [
        { PROVIDER_PG_ALLOW: '127.0.0.1, 127.5.0.0/16, ::1, ::ffff:127.0.0.1, ::/127, 203.0.113.0/24' },
        "PROVIDER_PG_ALLOW includes loopback (127.0.0.1/32, 127.5.0.0/16, ::1/128, ::ffff:127.0.0.1/128, ::/127), every caller's address behind a local proxy",
      ],
      [{ CAPTCHA_TEST_ANSWERS: '1' }, 'CAPTCHA_TEST_ANSWERS=1 is for tests only'],
      [{ SEED_DEMO: '1' }, 'SEED_DEMO is on (demo players and money)'],
      [{ OPERATOR_SECRET_KEY: '' }, 'OPERATOR_SECRET_KEY is not set (seals operators’ two-factor secrets)'],
    ];
    for (const [change, refusal] of cases)
      expect(startupRefusals(loadConfig({ ...production, ...change })), JSON.stringify(change)).toEqual([refusal]);
  });

  it('refuses none of these in demo mode', () => {
    const demo = {
      ...production,
      NODE_ENV: 'development',
      PROVIDER_PG_SECRET: 'short',
      PROVIDER_PG_ALLOW: '127.0.0.1, 0.0.0.0/0',
      CAPTCHA_TEST_ANSWERS: '1',
    };
    expect(startupRefusals(loadConfig({ ...demo, PROVIDER_DEMO_SECRET: 'd'.repeat(32), SEED_DEMO: '1' }))).toEqual([]);
  });

  it('refuses in demo mode a demo provider secret that is a known default or shorter than 32 bytes', () => {
    const demo = (secret: string) => startupRefusals(loadConfig({ SITE_MODE: 'demo', PROVIDER_DEMO_SECRET: secret }));
    expect(demo('demo-provider-secret-for-the-embedded-site')).toEqual(['PROVIDER_DEMO_SECRET is a known default']);
    expect(demo('test-secret-shared-with-the-fake-platform')).toEqual(['PROVIDER_DEMO_SECRET is a known default']);
    expect(demo('f'.repeat(31))).toEqual(['PROVIDER_DEMO_SECRET is shorter than 32 bytes']);
    // 32 bytes counted as UTF-8: eleven 3-byte characters pass, ten do not.
    expect(demo('密'.repeat(10))).toEqual(['PROVIDER_DEMO_SECRET is shorter than 32 bytes']);
    expect(demo('密'.repeat(11))).toEqual([]);
    expect(demo('f'.repeat(32))).toEqual([]);
  });

  it('reads TRUSTED_PROXIES as CIDRs (none when unset) and refuses an entry that is no CIDR', () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8, ::1' }).trustedProxies).toEqual([
      '127.0.0.1/32',
      '10.0.0.0/8',
      '::1/128',
    ]);
    const bad = loadConfig({ TRUSTED_PROXIES: '127.0.0.1/32, 1, loopback, 10.0.0.0/33' });
    expect(startupRefusals(bad)).toEqual(['TRUSTED_PROXIES has entries that are no CIDR: 1, loopback, 10.0.0.0/33']);
  });
});
