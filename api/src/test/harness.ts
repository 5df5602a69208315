/**
 * Test harness: an app on a fresh database, in-process (inject, no port). Every API suite runs
 * on SQLite, and also on PostgreSQL when TEST_DATABASE_URL is set (a schema of its own per app).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Redis } from 'ioredis';
import pg from 'pg';
import { buildApp, defaultWiring, type AppWiring } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { createContext, type AppContext } from '../context';
import { openDatabase, type DatabaseHandle } from '../db/database';

export const TEST_DATABASES = ['sqlite', ...(process.env.TEST_DATABASE_URL ? ['postgres' as const] : [])] as const;
export type TestDatabase = (typeof TEST_DATABASES)[number];
export const TEST_DEMO_SECRET = randomBytes(32).toString('hex');
/** The key that seals operators' two-factor secrets in this test run. */
export const TEST_OPERATOR_KEY = randomBytes(32).toString('hex');

export interface TestApp {
  app: FastifyInstance;
  context: AppContext;
  /** Moves the clock the app sees (tokens and captchas expire by it). */
  advanceTime(ms: number): void;
  /** Sends a request and returns status and parsed JSON body. */
  call(options: InjectOptions): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

/**
 * `redis`: the app counts in it (rate limits, login lock) as with REDIS_URL; its owner closes it.
 * `wiring`: what the composition root hands the modules, replaced in part (USDT-TRC20 configured or not).
 */
export async function createTestApp(
  database: TestDatabase,
  overrides: Partial<AppConfig> = {},
  redis?: Redis,
  wiring?: Partial<AppWiring>,
): Promise<TestApp> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const url = database === 'postgres' ? (process.env.TEST_DATABASE_URL as string) : ':memory:';
  const handle = await openDatabase({ url, schema: database === 'postgres' ? schema : undefined });
  return appOn(handle, overrides, redis, wiring, async () => {
    if (database === 'postgres') {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`drop schema if exists "${schema}" cascade`);
      await admin.end();
    }
  });
}

/**
 * An app on a SQLite file of its own (removed with it), which another process or thread may open
 * too: what an operator's CLI does beside the API. `busyTimeoutMs`: how long a transaction waits
 * for that other writer.
 */
export async function createSqliteFileTestApp(
  options: { busyTimeoutMs?: number } = {},
): Promise<TestApp & { file: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-sqlite-'));
  const file = path.join(dir, 'site.db');
  const handle = await openDatabase({ url: file, sqliteBusyTimeoutMs: options.busyTimeoutMs });
  const testApp = await appOn(handle, {}, undefined, undefined, async () =>
    rmSync(dir, { recursive: true, force: true }),
  );
  return { ...testApp, file };
}

async function appOn(
  handle: DatabaseHandle,
  overrides: Partial<AppConfig>,
  redis: Redis | undefined,
  wiring: Partial<AppWiring> | undefined,
  dropDatabase: () => Promise<void>,
): Promise<TestApp> {
  let offsetMs = 0;
  // The demo provider in-process signs with a secret of its own test run, never a default.
  // Uploaded pictures of a test app go to a folder of its own, removed with it.
  // Loopback is trusted as `pnpm start` trusts its site server, which calls from 127.0.0.1.
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'site-uploads-'));
  const config = {
    ...loadConfig({
      PROVIDER_DEMO_SECRET: TEST_DEMO_SECRET,
      TRUSTED_PROXIES: '127.0.0.1/32',
      OPERATOR_SECRET_KEY: TEST_OPERATOR_KEY,
    }),
    captchaTestAnswers: true,
    uploadsDir,
    ...overrides,
  };
  const context = createContext(handle.db, handle.dialect, config, () => new Date(Date.now() + offsetMs), redis);
  const app = await buildApp(context, wiring ? { wiring: { ...defaultWiring(), ...wiring } } : {});
  return {
    app,
    context,
    advanceTime: (ms) => {
      offsetMs += ms;
    },
    async call(options) {
      const response = await app.inject(options);
      let body: unknown;
      try {
        body = response.json();
      } catch {
        body = response.body;
      }
      return { status: response.statusCode, body };
    },
    async close() {
      await app.close();
      await handle.close();
      rmSync(uploadsDir, { recursive: true, force: true });
      await dropDatabase();
    },
  };
}

let deviceCounter = 0;
/** A device id of the allowed shape, different on every call. */
export function newDevice(): string {
  deviceCounter += 1;
  return `device-${process.pid}-${deviceCounter}-${randomBytes(3).toString('hex')}`;
}
