/**
 * `pnpm --filter api commission:settle 2026-11-22` settles that ended day (Asia/Shanghai) and
 * prints its totals; without a day it settles every due day, as the job does. It runs under the
 * job's lease, waiting a little while an API process holds it.
 *
 * `--now <ISO>` (demo mode only) treats the clock as that instant, so the demo settles "today"
 * right after a player played. A day settled early like this is closed: rounds that settle later
 * that day are counted on it but never paid (a settled day is never reopened).
 */
import { formatUsdt } from 'shared-contracts';
import { loadConfig } from '../config';
import { createContext, type AppContext } from '../context';
import { openDatabase } from '../db/database';
import { COMMISSION_LEASE_MS, COMMISSION_SETTLEMENT_JOB } from '../jobs/commission';
import { runWithLease } from '../jobs/lease';
import { settleCommissionDay, settleDueDays } from '../modules/agent/settlement';
import { parseCommissionSettleArgs } from './commission-settle-args';

const LEASE_TRIES = 15;
const LEASE_WAIT_MS = 2000;

const config = loadConfig();
const args = parseCommissionSettleArgs(process.argv.slice(2), config.mode);
if (!args.ok) {
  console.error(args.message);
  process.exit(args.exitCode);
}
const database = await openDatabase({
  url: config.databaseUrl,
  schema: config.databaseSchema,
  sqliteSynchronous: config.sqliteSynchronous,
});
try {
  // The lease is taken and given back by the real clock: a lease stamped with a --now in the
  // future would keep the API's own job out until that time.
  const leaseContext = createContext(database.db, database.dialect, config);
  const fixedNow = args.now;
  const context: AppContext = fixedNow ? { ...leaseContext, now: () => new Date(fixedNow) } : leaseContext;
  const settle = () =>
    args.day ? settleCommissionDay(context, args.day).then((day) => [day]) : settleDueDays(context);
  let outcome = await runWithLease(leaseContext, COMMISSION_SETTLEMENT_JOB, COMMISSION_LEASE_MS, settle);
  for (let tries = 1; !outcome.ran && tries < LEASE_TRIES; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, LEASE_WAIT_MS));
    outcome = await runWithLease(leaseContext, COMMISSION_SETTLEMENT_JOB, COMMISSION_LEASE_MS, settle);
  }
  if (!outcome.ran) {
    console.error(`${COMMISSION_SETTLEMENT_JOB} is being run by another process right now; nothing done`);
    process.exitCode = 1;
  } else if (outcome.result.length === 0) console.log('no day is due for settlement');
  for (const day of outcome.ran ? outcome.result : [])
    console.log(
      `${day.day} ${day.status} on ${database.dialect}: agents ${day.agents}, team performance ${formatUsdt(day.teamPerformance)} USDT, commission ${formatUsdt(day.commission)} USDT (template ${day.templateId})`,
    );
} catch (error) {
  console.error(`commission settlement failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
