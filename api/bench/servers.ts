/** The servers the bench measures: a bare Fastify hello-world and the real API on a fresh database. */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { createContext, type AppContext } from '../src/context';
import { openDatabase } from '../src/db/database';
import { seedDemoData } from '../src/seed/seed';

export interface BenchServer {
  name: string;
  url: string;
  app: FastifyInstance;
  /** The API's context (absent for the hello-world), for benches that prepare data directly. */
  context?: AppContext;
  /** The environment that starts the same API on the same database as a process of its own. */
  processEnv: Record<string, string>;
  close(): Promise<void>;
}

/** Far more than a bench sends, so neither the rate limits nor the failure lock can interfere. */
const UNLIMITED = 1_000_000_000;

/** The demo provider's secret of this bench run: the bench signs its wallet calls with it. */
const BENCH_DEMO_SECRET = randomBytes(32).toString('hex');

export function benchConfig(): AppConfig {
  // WALLET_CALL_FUNCTION=off measures the TypeScript path on PostgreSQL here too (the API process inherits it).
  const base = loadConfig({
    PROVIDER_DEMO_SECRET: BENCH_DEMO_SECRET,
    WALLET_CALL_FUNCTION: process.env.WALLET_CALL_FUNCTION,
  });
  const rateLimits = Object.fromEntries(
    Object.entries(base.rateLimits).map(([key, limit]) => [key, { ...limit, max: UNLIMITED }]),
  );
  return {
    ...base,
    captchaTestAnswers: true,
    rateLimits: rateLimits as AppConfig['rateLimits'],
    loginFailures: { ...base.loginFailures, max: UNLIMITED },
  };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

export async function startHelloWorld(): Promise<BenchServer> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  const url = await listen(app);
  return { name: 'hello-world', url, app, processEnv: {}, close: () => app.close() };
}

/** The API on a fresh SQLite file in a temp dir (no url), or in a fresh schema of `postgresUrl`. */
export async function startApi(
  postgresUrl?: string,
  sqliteSynchronous: 'FULL' | 'NORMAL' = 'FULL',
): Promise<BenchServer> {
  const tempDir = postgresUrl ? undefined : await mkdtemp(path.join(tmpdir(), 'bench-api-'));
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const databaseUrl = postgresUrl ?? path.join(tempDir as string, 'bench.db');
  const handle = await openDatabase({ url: databaseUrl, schema: postgresUrl ? schema : undefined, sqliteSynchronous });
  const cleanUp = async () => {
    await handle.close();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
    if (postgresUrl) {
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`drop schema if exists "${schema}" cascade`);
      await admin.end();
    }
  };
  let app: FastifyInstance | undefined;
  try {
    const context = createContext(handle.db, handle.dialect, { ...benchConfig(), databaseUrl });
    await seedDemoData(context);
    app = await buildApp(context);
    const url = await listen(app);
    const started = app;
    return {
      name: postgresUrl ? 'postgres' : sqliteSynchronous === 'FULL' ? 'sqlite' : `sqlite ${sqliteSynchronous}`,
      url,
      app: started,
      context,
      processEnv: {
        DATABASE_URL: databaseUrl,
        SQLITE_SYNCHRONOUS: sqliteSynchronous,
        PROVIDER_DEMO_SECRET: BENCH_DEMO_SECRET,
        ...(postgresUrl ? { DATABASE_SCHEMA: schema } : {}),
      },
      async close() {
        await started.close();
        await cleanUp();
      },
    };
  } catch (error) {
    await app?.close();
    await cleanUp();
    throw error;
  }
}
