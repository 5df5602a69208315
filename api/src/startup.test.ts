/** The API process at start: the demo secret kept beside the database, and the one-line refusal of production. */
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createContext } from './context';
import { openDatabase } from './db/database';
import { demoSecretFile, ensureDemoSecret } from './demo-secret';
import { seedDemoData } from './seed/seed';

const API_DIR = new URL('..', import.meta.url).pathname;
/** A production start's operator secret key (32 bytes as hex). */
const KEY = 'c'.repeat(64);
const run = promisify(execFile);

/** Runs an API script with only these settings (and PATH), as its own process. */
async function runScript(script: string, env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', script], {
      cwd: API_DIR,
      env: { PATH: process.env.PATH ?? '', ...env },
      timeout: 30_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('the demo provider secret', { timeout: 60_000 }, () => {
  let folder = '';
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'demo-secret-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('lives beside the SQLite file, or in api/data for PostgreSQL', () => {
    expect(demoSecretFile('/srv/site/site.db')).toBe('/srv/site/demo-provider.secret');
    expect(demoSecretFile('postgres://u@h/db')).toBe(path.join(API_DIR, 'data/demo-provider.secret'));
  });

  it('is made once (32 random bytes, owner-only file) and read back on every later start', async () => {
    const file = path.join(folder, 'nested/demo-provider.secret');
    const secret = ensureDemoSecret(file);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(ensureDemoSecret(file)).toBe(secret);
    expect(ensureDemoSecret(path.join(folder, 'other/demo-provider.secret'))).not.toBe(secret);
    await writeFile(path.join(folder, 'broken.secret'), 'short\n');
    expect(() => ensureDemoSecret(path.join(folder, 'broken.secret'))).toThrow(/holds no demo secret/);
  });

  it('is what the start scripts get from the API for its database; production gets none', async () => {
    const databaseUrl = path.join(folder, 'site.db');
    const first = await runScript('src/cli/demo-secret.ts', { DATABASE_URL: databaseUrl });
    expect(first.stdout).toMatch(/^[0-9a-f]{64}$/);
    expect((await readFile(path.join(folder, 'demo-provider.secret'), 'utf8')).trim()).toBe(first.stdout);
    expect((await runScript('src/cli/demo-secret.ts', { DATABASE_URL: databaseUrl })).stdout).toBe(first.stdout);
    const given = await runScript('src/cli/demo-secret.ts', { DATABASE_URL: databaseUrl, PROVIDER_DEMO_SECRET: 'x' });
    expect(given.stdout).toBe('x');
    const production = await runScript('src/cli/demo-secret.ts', {
      DATABASE_URL: path.join(folder, 'prod/site.db'),
      SITE_MODE: 'production',
    });
    expect(production).toMatchObject({ code: 0, stdout: '' });
  });
});

/** Starts main.ts until it says it listens (then stops it), or until it exits; what it printed. */
function startApi(env: Record<string, string>): Promise<{ listening: boolean; code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    // The jobs' timers off: a production start reads TronGrid, which no test may reach (its refusal
    // would be printed on stderr, racing the start this is about).
    env: {
      PATH: process.env.PATH ?? '',
      API_PORT: '0',
      CLEANUP_INTERVAL_SECONDS: '0',
      TRON_POLL_MS: '0',
      PAYOUT_POLL_MS: '0',
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('api listening')) child.kill('SIGTERM');
    });
    child.on('exit', (code) => resolve({ listening: stdout.includes('api listening'), code, stderr }));
  });
}

describe('main.ts in production', { timeout: 60_000 }, () => {
  it('refuses a database seeded in demo mode (its demo player holds money), and starts on a fresh one', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'demo-db-'));
    try {
      const demoDb = path.join(folder, 'demo.db');
      const database = await openDatabase({ url: demoDb });
      await seedDemoData(createContext(database.db, database.dialect, loadConfig({ DATABASE_URL: demoDb })));
      await database.close();
      const refused = await startApi({ NODE_ENV: 'production', OPERATOR_SECRET_KEY: KEY, DATABASE_URL: demoDb });
      expect(refused).toEqual({
        listening: false,
        code: 1,
        stderr:
          'api refuses to start (production mode): the database holds demo data (the demo player and its deposit, or the demo operator); use a fresh database (DATABASE_URL)\n',
      });
      const fresh = await startApi({
        NODE_ENV: 'production',
        OPERATOR_SECRET_KEY: KEY,
        DATABASE_URL: path.join(folder, 'fresh.db'),
      });
      expect(fresh).toMatchObject({ listening: true, stderr: '' });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('refuses to start in one line on stderr, with a non-zero exit, before it opens the database', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'refusal-'));
    try {
      const refused = await runScript('src/main.ts', {
        NODE_ENV: 'production',
        DATABASE_URL: path.join(folder, 'site.db'),
        CAPTCHA_TEST_ANSWERS: '1',
        OPERATOR_SECRET_KEY: '',
        PROVIDER_DEMO_SECRET: 'f'.repeat(64),
      });
      expect(refused.code).not.toBe(0);
      expect(refused.stdout).toBe('');
      expect(refused.stderr).toBe(
        'api refuses to start (production mode): the demo provider is enabled (unset every PROVIDER_DEMO_* setting); CAPTCHA_TEST_ANSWERS=1 is for tests only; OPERATOR_SECRET_KEY is not set (seals operators’ two-factor secrets)\n',
      );
      await expect(stat(path.join(folder, 'site.db'))).rejects.toThrow();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
