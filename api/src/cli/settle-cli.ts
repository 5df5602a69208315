/**
 * What the day-settlement CLIs (commission:settle, rebate:settle) share: the arguments, the
 * database, the job's lease (waiting a little while an API process holds it) and the exit codes.
 */
import { loadConfig } from '../config';
import { createContext, type AppContext } from '../context';
import { openDatabase } from '../db/database';
import { runWithLease } from '../jobs/lease';
import { parseCommissionSettleArgs } from './commission-settle-args';

const LEASE_TRIES = 15;
const LEASE_WAIT_MS = 2000;

export interface SettleCli<T> {
  usage: string;
  /** The job whose lease the run takes, and its length. */
  job: string;
  leaseMs: number;
  settleDay(context: AppContext, day: string): Promise<T>;
  settleDue(context: AppContext): Promise<T[]>;
  /** One printed line of a day's result. */
  describe(result: T, dialect: string): string;
}

/** Settles the day named on the command line (none: every due day, as the job does) and prints each result. */
export async function runSettleCli<T>(cli: SettleCli<T>): Promise<void> {
  const config = loadConfig();
  const args = parseCommissionSettleArgs(process.argv.slice(2), config.mode, cli.usage);
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
    const day = args.day;
    const settle = () => (day ? cli.settleDay(context, day).then((result) => [result]) : cli.settleDue(context));
    let outcome = await runWithLease(leaseContext, cli.job, cli.leaseMs, settle);
    for (let tries = 1; !outcome.ran && tries < LEASE_TRIES; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, LEASE_WAIT_MS));
      outcome = await runWithLease(leaseContext, cli.job, cli.leaseMs, settle);
    }
    if (!outcome.ran) {
      console.error(`${cli.job} is being run by another process right now; nothing done`);
      process.exitCode = 1;
    } else if (outcome.result.length === 0) console.log('no day is due for settlement');
    for (const result of outcome.ran ? outcome.result : []) console.log(cli.describe(result, database.dialect));
  } catch (error) {
    console.error(`${cli.job} failed: ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
