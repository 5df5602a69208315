import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('settings from the environment', () => {
  it('scales the per-address limits by RATE_LIMIT_SCALE, and ignores nonsense', () => {
    expect(loadConfig({}).rateLimits.captcha.max).toBe(30);
    expect(loadConfig({ RATE_LIMIT_SCALE: '20' }).rateLimits.captcha.max).toBe(600);
    expect(loadConfig({ RATE_LIMIT_SCALE: '20' }).rateLimits.register.max).toBe(200);
    for (const nonsense of ['0', '-5', '2.5', 'many', '100000'])
      expect(loadConfig({ RATE_LIMIT_SCALE: nonsense }).rateLimits.login.max).toBe(30);
  });

  it('opens only providers with both a secret and a launch URL; the demo provider always', () => {
    const config = loadConfig({
      PROVIDER_PG_SECRET: 's',
      PROVIDER_PG_LAUNCH_URL: 'https://pg.example/launch',
      PROVIDER_AG_SECRET: 's',
    });
    expect(Object.keys(config.providers).sort()).toEqual(['demo', 'pg']);
    expect(config.providers.pg).toEqual({ secret: 's', launchUrl: 'https://pg.example/launch' });
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
});
