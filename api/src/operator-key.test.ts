/** OPERATOR_SECRET_KEY: read as hex or base64 of 32 bytes (else a setting error); in demo mode one kept beside the database. */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { demoOperatorKeyFile, withDemoOperatorKey } from './demo-operator-key';
import { startupRefusals } from './startup-refusals';

describe('the operator secret key', () => {
  let folder = '';
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'operator-key-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('is 32 bytes as hex, base64 or base64url; anything else refuses the start in any mode', () => {
    const key = randomBytes(32);
    for (const text of [key.toString('hex'), key.toString('base64'), key.toString('base64url')])
      expect(loadConfig({ OPERATOR_SECRET_KEY: text }).operatorSecretKey).toEqual(key);
    expect(loadConfig({}).operatorSecretKey).toBeUndefined();
    for (const text of ['short', 'ab'.repeat(31), randomBytes(31).toString('base64')]) {
      const config = loadConfig({ OPERATOR_SECRET_KEY: text });
      expect(config.operatorSecretKey).toBeUndefined();
      expect(startupRefusals(config)).toEqual([
        'OPERATOR_SECRET_KEY is no 32-byte key (64 hex digits, or base64 of 32 bytes)',
      ]);
    }
  });

  it('is made once beside the SQLite file in demo mode, kept when given, and never made in production', async () => {
    const databaseUrl = path.join(folder, 'site.db');
    const file = demoOperatorKeyFile(databaseUrl);
    expect(file).toBe(path.join(folder, 'operator-secret.key'));
    const demo = withDemoOperatorKey({ DATABASE_URL: databaseUrl });
    expect(demo.OPERATOR_SECRET_KEY).toMatch(/^[0-9a-f]{64}$/);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(withDemoOperatorKey({ DATABASE_URL: databaseUrl }).OPERATOR_SECRET_KEY).toBe(demo.OPERATOR_SECRET_KEY);
    const given = 'd'.repeat(64);
    expect(withDemoOperatorKey({ DATABASE_URL: databaseUrl, OPERATOR_SECRET_KEY: given }).OPERATOR_SECRET_KEY).toBe(
      given,
    );
    const production = { DATABASE_URL: path.join(folder, 'production/site.db'), SITE_MODE: 'production' };
    expect(withDemoOperatorKey(production)).toEqual(production);
    await expect(stat(demoOperatorKeyFile(production.DATABASE_URL))).rejects.toThrow();
  });
});
