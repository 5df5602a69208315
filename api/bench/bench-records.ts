/**
 * `pnpm bench:records`: every record call of issue 14 for one player at the volume
 * (1,000,000 rounds over 10,000 players, ~3,000,000 ledger entries), on SQLite and (with
 * BENCH_DATABASE_URL / TEST_DATABASE_URL) PostgreSQL. Seeds each database once and keeps it
 * (records-world.ts), then times each call over the in-process app for the heaviest and random
 * players: p50 / p99 / max per call, and the plan of the slowest call's slowest query. Prints
 * figures, asserts nothing.
 *
 *   BENCH_RESEED=1        seed again     BENCH_REPEATS=8   timed calls per player and call
 *   BENCH_DATABASES=postgres | sqlite    one database only
 */
import { alignedTable } from './aligned-table';
import { benchDatabases, databasesLine } from './bench-databases';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { buildApp } from '../src/app';
import { createContext } from '../src/context';
import { CALL_CASES } from './records-calls';
import { explain, QueryTimer, type TimedQuery } from './records-explain';
import { measureCase, percentile, replay, samplePlayers, type CaseResult } from './records-measure';
import { recordsWorld } from './records-world';

const REPEATS = Number(process.env.BENCH_REPEATS ?? 8);
const HEAVY_PLAYERS = 5;
const REPLAYS = 5;
const RANDOM_PLAYERS = 20;
/** The bound for every record call at p99; printed beside the figures, never asserted. */
const TARGET_MS = 20;

function printTable(name: string, results: readonly CaseResult[]): void {
  const header = ['call', 'p50 ms', 'p99 ms', 'max ms', 'n', ''];
  const lines = results.map((result) => {
    const { samples } = result;
    if (samples.length === 0) return [result.name, '-', '-', '-', '0', result.note];
    const p99 = percentile(samples, 0.99);
    const flag = p99 > TARGET_MS ? `over ${TARGET_MS} ms` : '';
    return [
      result.name,
      percentile(samples, 0.5).toFixed(2),
      p99.toFixed(2),
      samples.at(-1)!.toFixed(2),
      String(samples.length),
      [flag, result.note].filter(Boolean).join('; '),
    ];
  });
  console.log(`\n[${name}]\n${alignedTable(header, lines, [0, 5])}`);
}

async function benchDatabase(postgresUrl: string | undefined): Promise<void> {
  const world = await recordsWorld(postgresUrl);
  const timer = new QueryTimer();
  const db = world.handle.db.withPlugin(timer);
  timer.attach(db);
  const context = createContext(db, world.handle.dialect, world.context.config, world.context.now);
  const app = await buildApp(context);
  try {
    const players = await samplePlayers({ ...world, context }, HEAVY_PLAYERS, RANDOM_PLAYERS);
    const rounds = players.map((player) => player.rounds).sort((a, b) => b - a);
    console.log(
      `[${world.name}] ${players.length} players: the ${HEAVY_PLAYERS} heaviest (${rounds.slice(0, HEAVY_PLAYERS).join(', ')} rounds) and ${RANDOM_PLAYERS} at random (median ${rounds[HEAVY_PLAYERS + Math.floor(RANDOM_PLAYERS / 2)]} rounds); ${REPEATS} timed calls each after a warm-up; clock at ${new Date(world.nowMs).toISOString()}`,
    );
    const results: CaseResult[] = [];
    for (const callCase of CALL_CASES) results.push(await measureCase(app, players, callCase, REPEATS));
    printTable(world.name, results);
    // The machine may be shared: a p99 far above its p50 is often another process, not the query.
    console.log(
      `load average after the run: ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' / ')} (1 / 5 / 15 min)`,
    );
    const seed = world.seed.thisRun
      ? `${world.seed.seconds} s (this run)`
      : `${world.seed.seconds} s (kept from ${world.seed.at})`;
    console.log(`seeding: ${seed}`);
    const measured = results.filter((result) => result.slowest);
    const worst = measured.reduce((a, b) => (percentile(a.samples, 0.99) >= percentile(b.samples, 0.99) ? a : b));
    const worstCase = CALL_CASES.find((callCase) => callCase.name === worst.name)!;
    // Replayed a few times: one replay's slowest query may be the one another process delayed.
    const runs: TimedQuery[][] = [];
    for (let run = 0; run < REPLAYS; run += 1) {
      timer.start();
      await replay(app, worst.slowest!, worstCase.path);
      runs.push(timer.stop());
    }
    const queries = runs.at(-1)!.map((query) => ({
      ...query,
      ms: percentile(
        runs.map((run) => run.find((other) => other.sql === query.sql)?.ms ?? 0).sort((a, b) => a - b),
        0.5,
      ),
    }));
    console.log(
      `\n[${world.name}] slowest call by p99: ${worst.name} — its queries (median of ${REPLAYS} replays for player ${worst.slowest!.player.id}):`,
    );
    for (const query of queries)
      console.log(`  ${query.ms.toFixed(2)} ms  ${query.sql.replace(/\s+/g, ' ').slice(0, 220)}`);
    const main = queries.reduce((a, b) => (a.ms >= b.ms ? a : b), queries[0]!);
    if (main) {
      console.log(
        `\n[${world.name}] plan of its slowest query:\n  ${main.sql.replace(/\s+/g, ' ')}\n  parameters: ${JSON.stringify(main.parameters)}`,
      );
      for (const line of await explain(world.handle.db, world.handle.dialect, main)) console.log(`    ${line}`);
    }
  } finally {
    await app.close();
    await world.handle.close();
  }
}

async function main(): Promise<void> {
  const databases = benchDatabases();
  console.log(`bench:records — ${databasesLine(databases)}`);
  for (const url of databases) await benchDatabase(url);
  console.log(
    `CPUs: ${availableParallelism()} available (${cpus()[0]?.model ?? 'unknown model'}); Node ${process.version}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
