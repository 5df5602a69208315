/** The demo provider's secret in demo mode: generated once, kept in a file beside the database, never in code. */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';

const SECRET_FILE_NAME = 'demo-provider.secret';
const SECRET_SHAPE = /^[0-9a-f]{64}$/;

/**
 * Beside the SQLite file; for PostgreSQL (or an in-memory database) in api/data/.
 * @example demoSecretFile('/srv/site/site.db') // '/srv/site/demo-provider.secret'
 */
export function demoSecretFile(databaseUrl: string): string {
  const sqliteFile = !/^postgres(ql)?:\/\//.test(databaseUrl) && databaseUrl !== ':memory:';
  const folder = sqliteFile ? path.dirname(databaseUrl) : new URL('../data', import.meta.url).pathname;
  return path.join(folder, SECRET_FILE_NAME);
}

/** The secret in `file`, made there first (32 random bytes as hex, readable by the owner only) when missing. */
export function ensureDemoSecret(file: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    // 'wx': of two processes starting at once, one writes and both read what it wrote.
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (!SECRET_SHAPE.test(secret))
    throw new Error(`${file} holds no demo secret (64 hex digits): delete it to make a new one`);
  return secret;
}

/**
 * The environment with the demo provider's secret in demo mode: PROVIDER_DEMO_SECRET when given,
 * else the one kept beside the database. Production gets none (the demo provider stays closed).
 */
export function withDemoSecret(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const config = loadConfig(env);
  if (config.mode !== 'demo' || env.PROVIDER_DEMO_SECRET) return env;
  return { ...env, PROVIDER_DEMO_SECRET: ensureDemoSecret(demoSecretFile(config.databaseUrl)) };
}
