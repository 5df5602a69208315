/**
 * What the commission bench times: settling the day and refreshing the estimates (seconds, the
 * day's rows reset before each repeat), and /Agent (POST broker/info) through the in-process app
 * for one agent (milliseconds per call after a warm-up), with the queries that took the time.
 */
import type { FastifyInstance } from 'fastify';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { apiPaths } from 'shared-contracts';
import type { AppContext } from '../src/context';
import type { Database } from '../src/db/schema';
import { shanghaiMidnightUtc } from '../src/shanghai-time';
import type { QueryTimer, TimedQuery } from './records-explain';

/** The seed's sizes, as the database holds them. */
export interface SeedFacts {
  players: number;
  maxDepth: number;
  treeRows: number;
  rounds: number;
  performanceRows: number;
  activePlayers: number;
  rootTeam: number;
}

const count = async (context: AppContext, query: ReturnType<typeof sql<{ n: number | string }>>) =>
  Number((await query.execute(context.db)).rows[0]?.n ?? 0);

export async function seedFacts(context: AppContext, day: string, rootId: number): Promise<SeedFacts> {
  const from = shanghaiMidnightUtc(day).toISOString();
  const to = new Date(shanghaiMidnightUtc(day).getTime() + 86_400_000).toISOString();
  return {
    players: await count(context, sql`select count(*) as n from players`),
    maxDepth: await count(context, sql`select max(depth) as n from agent_tree`),
    treeRows: await count(context, sql`select count(*) as n from agent_tree`),
    rounds: await count(
      context,
      sql`select count(*) as n from game_rounds where status = 'settled' and settled_at >= ${from} and settled_at < ${to}`,
    ),
    performanceRows: await count(context, sql`select count(*) as n from player_daily_performance where day = ${day}`),
    activePlayers: await count(
      context,
      sql`select count(distinct player_id) as n from player_daily_performance where day = ${day}`,
    ),
    rootTeam: await count(context, sql`select count(*) as n from agent_tree where ancestor_id = ${rootId}`),
  };
}

/** The agent `depth` levels below the root with the largest team: a mid-tree agent. */
export async function midTreeAgent(context: AppContext, rootId: number, depth: number) {
  const { rows } = await sql<{ id: number; team: number | string }>`
    select t.ancestor_id as id, count(*) as team from agent_tree t
    where t.ancestor_id in (select descendant_id from agent_tree where ancestor_id = ${rootId} and depth = ${depth})
    group by t.ancestor_id order by count(*) desc, t.ancestor_id limit 1`.execute(context.db);
  const row = rows[0];
  if (!row) throw new Error(`no agent ${depth} levels below the root`);
  return { id: row.id, depth, team: Number(row.team) };
}

/** Forgets the day's settlement (its run row and every agent's row), so it can be settled again. */
export async function resetDay(context: AppContext, day: string): Promise<void> {
  await context.db.deleteFrom('agent_commissions').where('day', '=', day).execute();
  await context.db.deleteFrom('commission_days').where('day', '=', day).execute();
}

export interface Timed<T> {
  seconds: number[];
  last: T;
  /** The last repeat's queries, slowest first. */
  queries: TimedQuery[];
}

/** Runs `job` `repeats` times (after `before` each time, untimed): seconds of each, its queries of the last. */
export async function timeJob<T>(
  timer: QueryTimer,
  repeats: number,
  job: () => Promise<T>,
  before: () => Promise<void> = async () => undefined,
): Promise<Timed<T>> {
  const seconds: number[] = [];
  let last: T | undefined;
  let queries: TimedQuery[] = [];
  for (let repeat = 0; repeat < repeats; repeat += 1) {
    await before();
    timer.start();
    const started = performance.now();
    last = await job();
    seconds.push((performance.now() - started) / 1000);
    queries = timer.stop().sort((a, b) => b.ms - a.ms);
  }
  return { seconds, last: last as T, queries };
}

export interface CallSamples {
  /** Milliseconds per timed call, sorted. */
  samples: number[];
  /** Answers other than 200 with code 200, by status/code and message. */
  refusals: string[];
  /** The last answer's result, to show the figures it gave. */
  result: Record<string, unknown> | undefined;
}

async function infoCall(app: FastifyInstance, token: string) {
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: apiPaths.agent.info,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: '{}',
  });
  const ms = performance.now() - started;
  let parsed: { code?: number; message?: string; result?: Record<string, unknown> } = {};
  try {
    parsed = response.json();
  } catch {
    // the status tells
  }
  return { ms, status: response.statusCode, ...parsed };
}

/** POST broker/info as the player of `token`: `warmUp` calls, then `calls` timed ones. */
export async function timeInfo(
  app: FastifyInstance,
  token: string,
  warmUp: number,
  calls: number,
): Promise<CallSamples> {
  for (let index = 0; index < warmUp; index += 1) await infoCall(app, token);
  const samples: number[] = [];
  const refusals = new Set<string>();
  let result: Record<string, unknown> | undefined;
  for (let index = 0; index < calls; index += 1) {
    const answer = await infoCall(app, token);
    samples.push(answer.ms);
    if (answer.status !== 200 || answer.code !== 200)
      refusals.add(`${answer.status}/${answer.code ?? '-'} ${answer.message ?? ''}`.trim());
    result = answer.result;
  }
  samples.sort((a, b) => a - b);
  return { samples, refusals: [...refusals], result };
}

/**
 * The queries of one /Agent call, each replayed alone `replays` times (its median): the call runs
 * some side by side, and on SQLite's one connection each would be timed with the others' wait.
 * Only SELECTs are replayed; others keep the call's own time.
 */
export async function infoQueries(
  app: FastifyInstance,
  timer: QueryTimer,
  db: Kysely<Database>,
  token: string,
  replays: number,
): Promise<TimedQuery[]> {
  timer.start();
  await infoCall(app, token);
  const queries = timer.stop();
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const timed: TimedQuery[] = [];
  for (const query of queries) {
    if (!/^\s*(with|select)\b/i.test(query.sql)) {
      timed.push(query);
      continue;
    }
    const samples: number[] = [];
    for (let replay = 0; replay < replays; replay += 1) {
      const started = performance.now();
      await db.executeQuery(CompiledQuery.raw(query.sql, [...query.parameters]));
      samples.push(performance.now() - started);
    }
    timed.push({ ...query, ms: median(samples) });
  }
  return timed.sort((a, b) => b.ms - a.ms);
}
