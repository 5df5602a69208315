/**
 * `pnpm --filter api job:cleanup` (or `tsx src/cli/job.ts <name>`) runs one background job once, by
 * hand, on the database the API uses, under the same lease as the API's own runs: when a process
 * is running it right now, this says so and does nothing.
 */
import { loadConfig } from '../config';
import { createContext } from '../context';
import { openDatabase } from '../db/database';
import { backgroundJobs } from '../jobs/index';
import { runWithLease } from '../jobs/lease';

const config = loadConfig();
const jobs = backgroundJobs(config);
const job = jobs.find((candidate) => candidate.name === process.argv[2]);
if (!job) {
  console.error(`usage: tsx src/cli/job.ts <${jobs.map((candidate) => candidate.name).join('|')}>`);
  process.exit(2);
}
const database = await openDatabase({
  url: config.databaseUrl,
  schema: config.databaseSchema,
  sqliteSynchronous: config.sqliteSynchronous,
});
try {
  const context = createContext(database.db, database.dialect, config);
  const outcome = await runWithLease(context, job.name, job.leaseMs, () => job.run(context));
  if (outcome.ran) console.log(`${job.name} done on ${database.dialect}: ${JSON.stringify(outcome.result)}`);
  else console.log(`${job.name} is being run by another process right now; nothing done`);
} catch (error) {
  console.error(`${job.name} failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
