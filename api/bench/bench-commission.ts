/**
 * `pnpm bench:commission`: issue 15's speed bar. 100,000 players in one tree up to 30 levels deep
 * below a root agent and 1,000,000 settled rounds in one Asia/Shanghai day, seeded once per
 * database and kept (commission-world.ts), on SQLite and (with BENCH_DATABASE_URL /
 * TEST_DATABASE_URL) PostgreSQL. Times refreshing the estimates at the day's end, settling the day
 * just after it (its rows reset before each repeat), and /Agent (broker/info) for the root agent
 * and a mid-tree agent on either side of the settlement. Prints figures, asserts nothing.
 *
 *   BENCH_RESEED=1      seed again       BENCH_REPEATS=3   settlements and refreshes
 *   BENCH_CALLS=500     timed /Agent calls per agent and clock
 *   BENCH_DATABASES=postgres | sqlite    one database only
 *   BENCH_EXPLAIN=1     the plan of the settlement's slowest query even when under its target
 */
import { benchDatabases, databasesLine } from './bench-databases';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { formatUsdt, microUsdt } from 'shared-contracts';
import { buildApp } from '../src/app';
import { createContext } from '../src/context';
import { createSession } from '../src/modules/auth/sessions';
import { shanghaiMidnightUtc } from '../src/shanghai-time';
import { refreshEstimates } from '../src/modules/agent/commission/estimates';
import { settleCommissionDay } from '../src/modules/agent/commission/settlement';
import { checkAgainstReference } from './commission-check';
import {
  infoQueries,
  midTreeAgent,
  resetDay,
  seedFacts,
  timeInfo,
  timeJob,
  type CallSamples,
} from './commission-measure';
import { printFigures, printQueries, type Figure } from './commission-print';
import { commissionWorld } from './commission-world';
import { QueryTimer } from './records-explain';
import { percentile } from './records-measure';
import { benchConfig } from './servers';

const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const CALLS = Number(process.env.BENCH_CALLS ?? 500);
const WARM_UP = 50;
/** Replays of each /Agent query on its own: the median, so one delayed by another process does not lead. */
const REPLAYS = 7;
/** The mid-tree agent: the one with the largest team this many levels below the root. */
const MID_DEPTH = 15;
/** The issue's targets; printed beside the figures, never asserted. */
const SETTLE_TARGET_S = 60;
const INFO_TARGET_MS = 50;

const usdt = (micro: number) => formatUsdt(microUsdt(micro));

const secondsFigure = (measure: string, seconds: number[], note = ''): Figure => {
  const sorted = [...seconds].sort((a, b) => a - b);
  const runs = `runs ${seconds.map((value) => value.toFixed(2)).join(' / ')} s`;
  return {
    measure,
    unit: 's',
    n: seconds.length,
    mid: percentile(sorted, 0.5),
    high: sorted.at(-1)!,
    note: [runs, note].filter(Boolean).join('; '),
  };
};

const callFigure = (measure: string, calls: CallSamples): Figure => ({
  measure,
  unit: 'ms',
  n: calls.samples.length,
  mid: percentile(calls.samples, 0.5),
  high: percentile(calls.samples, 0.99),
  note: [
    percentile(calls.samples, 0.99) > INFO_TARGET_MS ? `over ${INFO_TARGET_MS} ms` : '',
    calls.refusals.length > 0 ? `NOT 200: ${calls.refusals.join('; ')}` : '',
    calls.result ? `team ${String(calls.result.team_size)}` : '',
  ]
    .filter(Boolean)
    .join('; '),
});

async function benchDatabase(postgresUrl: string | undefined): Promise<Figure[]> {
  const world = await commissionWorld(postgresUrl);
  const { day, rootId, name } = world;
  const dayEndMs = shanghaiMidnightUtc(day).getTime() + 86_400_000;
  let nowMs = dayEndMs - 30_000;
  const timer = new QueryTimer();
  const db = world.handle.db.withPlugin(timer);
  timer.attach(db);
  const context = createContext(db, world.handle.dialect, benchConfig(), () => new Date(nowMs));
  const app = await buildApp(context);
  try {
    const facts = await seedFacts(context, day, rootId);
    const mid = await midTreeAgent(context, rootId, MID_DEPTH);
    console.log(
      `[${name}] day ${day}: ${facts.players.toLocaleString('en')} players, max depth ${facts.maxDepth}, ${facts.treeRows.toLocaleString('en')} tree rows, ${facts.rounds.toLocaleString('en')} rounds by ${facts.activePlayers.toLocaleString('en')} players, ${facts.performanceRows.toLocaleString('en')} performance rows; root agent ${rootId} (team ${facts.rootTeam.toLocaleString('en')}), mid-tree agent ${mid.id} (${mid.depth} levels down, team ${mid.team.toLocaleString('en')})`,
    );
    const rootToken = (await createSession(context, 'player', rootId)).token;
    const midToken = (await createSession(context, 'player', mid.id)).token;
    // A kept database holds the last run's settlement and estimates: start from neither.
    await resetDay(context, day);
    await db.deleteFrom('agent_estimates').execute();
    const figures: Figure[] = [];

    // 23:59:30 of the day: every round is in, the estimates job recomputes today.
    const estimates = await timeJob(timer, REPEATS, () => refreshEstimates(context));
    figures.push(
      secondsFigure('refreshEstimates (today = the day)', estimates.seconds, 'first fills, the rest update'),
    );
    printQueries(name, 'refreshEstimates', estimates.queries);
    figures.push(callFigure('/Agent root, day not over', await timeInfo(app, rootToken, WARM_UP, CALLS)));
    figures.push(callFigure('/Agent mid-tree, day not over', await timeInfo(app, midToken, WARM_UP, CALLS)));

    // 00:10 the next day, past the settlement's grace: the day is settled, afresh each repeat.
    nowMs = dayEndMs + 10 * 60_000;
    const settle = await timeJob(
      timer,
      REPEATS,
      () => settleCommissionDay(context, day),
      () => resetDay(context, day),
    );
    const over = Math.max(...settle.seconds) > SETTLE_TARGET_S;
    figures.push(
      secondsFigure(
        'settleCommissionDay(day)',
        settle.seconds,
        `${over ? `over ${SETTLE_TARGET_S} s; ` : ''}${settle.last.agents.toLocaleString('en')} agents, commission ${usdt(Number(settle.last.commission))} USDT`,
      ),
    );
    await printQueries(name, 'settleCommissionDay', settle.queries, {
      explain:
        over || process.env.BENCH_EXPLAIN === '1' ? { db: world.handle.db, dialect: world.handle.dialect } : undefined,
    });
    const check = await checkAgainstReference(context, day);
    console.log(
      `[${name}] check: the settled day ${check.mismatches === 0 ? 'equals' : 'DIFFERS FROM'} the rule's in-memory reference (commissionsOfTree): ${check.paidAgents.toLocaleString('en')} agents paid, ${usdt(check.settledTotal)} settled, ${usdt(check.referenceTotal)} by the reference, ${check.mismatches} agents differ`,
    );
    const rootAfter = await timeInfo(app, rootToken, WARM_UP, CALLS);
    figures.push(callFigure('/Agent root, day settled', rootAfter));
    figures.push(callFigure('/Agent mid-tree, day settled', await timeInfo(app, midToken, WARM_UP, CALLS)));
    if (rootAfter.refusals.length === 0)
      await printQueries(
        name,
        `/Agent root (each query alone, median of ${REPLAYS})`,
        await infoQueries(app, timer, world.handle.db, rootToken, REPLAYS),
        {
          explain: { db: world.handle.db, dialect: world.handle.dialect },
        },
      );
    const seed = world.seed.thisRun
      ? `${world.seed.seconds} s (this run)`
      : `${world.seed.seconds} s (kept from ${world.seed.at})`;
    console.log(`[${name}] seeding: ${seed}`);
    return figures.map((figure) => ({ ...figure, database: name }));
  } finally {
    await app.close();
    await world.handle.close();
  }
}

async function main(): Promise<void> {
  const databases = benchDatabases();
  console.log(
    `bench:commission — ${databasesLine(databases)}; targets: settlement < ${SETTLE_TARGET_S} s, /Agent p99 < ${INFO_TARGET_MS} ms`,
  );
  const figures: Figure[] = [];
  for (const url of databases) figures.push(...(await benchDatabase(url)));
  printFigures(figures);
  // The machine may be shared: a p99 far above its p50 is often another process, not the query.
  console.log(
    `load average after the run: ${loadavg()
      .map((load) => load.toFixed(1))
      .join(
        ' / ',
      )} (1 / 5 / 15 min); CPUs: ${availableParallelism()} available (${cpus()[0]?.model ?? 'unknown model'}); Node ${process.version}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
