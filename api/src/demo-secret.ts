/** The demo provider's secret in demo mode: generated once, kept in a file beside the database, never in code. */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
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

/**
 * Puts a new secret at `file` whole: written to a temporary file first, then linked into place,
 * so that no process ever reads it half-written. Of two processes at once, the first link wins.
 */
function createSecretFile(file: string): void {
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
}

/**
 * The secret in `file`, made there first (32 random bytes as hex, readable by the owner only)
 * when missing. A file others may read is narrowed to its owner (0600) and used: it is a demo
 * secret, and the provider started beside the API already holds it.
 */
export function ensureDemoSecret(file: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  if (!existsSync(file)) createSecretFile(file);
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
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
