/** Starts the API on 127.0.0.1 (API_PORT, default 3100) on SQLite, or PostgreSQL with DATABASE_URL. */
import { buildApp } from './app';
import { loadConfig } from './config';
import { createContext } from './context';
import { openDatabase } from './db/database';
import { withDemoOperatorKey } from './demo-operator-key';
import { withDemoSecret } from './demo-secret';
import { backgroundJobs } from './jobs/index';
import { depositSettingRefusals } from './modules/deposits/deposit-address';
import { sealPlaintextTotpSecrets } from './modules/operators/secrets/seal-secrets';
import { payoutKeyRefusals } from './modules/withdrawals/hot-wallet/payout-key';
import { startJobs } from './jobs/scheduler';
import { connectRedis } from './redis';
import { holdsDemoData, seedDemoData } from './seed/seed';
import { startupRefusals } from './startup-refusals';

const config = loadConfig(withDemoOperatorKey(withDemoSecret(process.env)));
// The hot wallet's key is read here, once: a bad or exposed key file stops the start.
const refusals = [...startupRefusals(config), ...depositSettingRefusals(config), ...payoutKeyRefusals(config)];
if (refusals.length > 0) {
  console.error(`api refuses to start (${config.mode} mode): ${refusals.join('; ')}`);
  process.exit(1);
}
const port = Number(process.env.API_PORT ?? 3100);
const database = await openDatabase({
  url: config.databaseUrl,
  schema: config.databaseSchema,
  sqliteSynchronous: config.sqliteSynchronous,
});
// The default DATABASE_URL serves both modes: a database seeded by a demo start keeps its demo
// player (with a known password and 1,000 USDT) unless production refuses it.
if (config.mode === 'production' && (await holdsDemoData(database.db))) {
  console.error(
    'api refuses to start (production mode): the database holds demo data (the demo player and its deposit, or the demo operator); use a fresh database (DATABASE_URL)',
  );
  await database.close();
  process.exit(1);
}
// REDIS_URL: rate limits and the login lock shared by every API process on it.
const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
const context = createContext(database.db, database.dialect, config, undefined, redis);
// Two-factor secrets written before they were sealed (migration 026) are sealed now, once: a
// migration has no key. Idempotent; a sealed row is left as it is.
const sealed = await sealPlaintextTotpSecrets(context);
if (sealed > 0) console.log(`sealed ${sealed} operator two-factor secret(s) with OPERATOR_SECRET_KEY`);
if (config.seedDemo) await seedDemoData(context);
const app = await buildApp(context, { logger: process.env.API_LOG === '1' });

await app.listen({ host: '127.0.0.1', port });
console.log(`api listening on http://127.0.0.1:${port} (${database.dialect}, ${config.mode} mode)`);
if (config.mode === 'demo')
  console.log(
    'demo mode: demo provider open to loopback callers, demo data seeded unless SEED_DEMO=0; not for real money (SITE_MODE=production)',
  );
// Background jobs run here only: buildApp starts no timers, so tests and CLIs stay timer-free.
const jobs = startJobs(context, backgroundJobs(config));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void jobs
      .stop()
      .then(() => app.close())
      .then(() => database.close())
      .then(() => redis?.quit())
      .then(() => process.exit(0));
  });
}
