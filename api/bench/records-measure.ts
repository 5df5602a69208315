/**
 * Times the record calls over the in-process app (`app.inject`, no port) for a sample of players:
 * the heaviest and random ones, each with a session. Deep pages walk the cursor first, then time
 * the next page. Warm-up calls are not counted.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createSession } from '../src/modules/auth/sessions';
import { prng } from './records-books';
import type { CallCase, PlayerFacts } from './records-calls';
import type { RecordsWorld } from './records-world';

export interface SampledPlayer extends PlayerFacts {
  token: string;
  rounds: number;
}

export interface CaseResult {
  name: string;
  /** Milliseconds of each timed call, sorted. */
  samples: number[];
  note: string;
  /** The slowest timed call, to explain. */
  slowest?: { player: SampledPlayer; body: Record<string, unknown>; ms: number };
}

const DAY = 86_400_000;

/** The `heavy` players with most rounds and `random` others, with what the calls need of them. */
export async function samplePlayers(world: RecordsWorld, heavy: number, random: number): Promise<SampledPlayer[]> {
  const db = world.context.db;
  const top = await db
    .selectFrom('game_rounds')
    .select(['player_id', sql<number>`count(*)`.as('rounds')])
    .groupBy('player_id')
    .orderBy(sql`count(*)`, 'desc')
    .limit(heavy)
    .execute();
  const all = await db.selectFrom('players').select('id').where('username', 'like', 'rb%').orderBy('id').execute();
  const pick = prng(7);
  const ids = new Set(top.map((row) => row.player_id));
  while (ids.size < heavy + random) ids.add(all[Math.floor(pick() * all.length)]!.id);
  const sampled: SampledPlayer[] = [];
  for (const id of ids) {
    const favourite = await db
      .selectFrom('player_daily_bets')
      .select(['game_type_id', 'provider'])
      .where('player_id', '=', id)
      .groupBy(['game_type_id', 'provider'])
      .orderBy(sql`sum(stake)`, 'desc')
      .limit(1)
      .executeTakeFirst();
    const rounds = db.selectFrom('game_rounds').where('player_id', '=', id).select('id');
    const newest = await rounds.orderBy('opened_at', 'desc').limit(1).executeTakeFirst();
    const older = await rounds
      .where('opened_at', '<', new Date(world.nowMs - 20 * DAY).toISOString())
      .orderBy('opened_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    const count = await db
      .selectFrom('game_rounds')
      .select(sql<number>`count(*)`.as('n'))
      .where('player_id', '=', id)
      .executeTakeFirst();
    const { token } = await createSession(world.context, 'player', id);
    sampled.push({
      id,
      token,
      rounds: Number(count?.n ?? 0),
      topGameType: favourite?.game_type_id ?? 5,
      topProvider: favourite?.provider ?? 'pg',
      newestRound: newest?.id ?? 1,
      olderRound: older?.id ?? newest?.id ?? 1,
    });
  }
  return sampled;
}

interface Answer {
  ms: number;
  status: number;
  code: number | undefined;
  message: string | undefined;
  nextCursor: string | null;
}

async function call(app: FastifyInstance, token: string, path: string, body: Record<string, unknown>): Promise<Answer> {
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: path,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  const ms = performance.now() - started;
  let parsed: { code?: number; message?: string; result?: { next_cursor?: string | null } } = {};
  try {
    parsed = response.json();
  } catch {
    // the status tells
  }
  return {
    ms,
    status: response.statusCode,
    code: parsed.code,
    message: parsed.message,
    nextCursor: parsed.result?.next_cursor ?? null,
  };
}

/** The body of the timed call: the case's own, after walking `deep` pages by cursor; null when the list is shorter. */
async function bodyAt(app: FastifyInstance, player: SampledPlayer, callCase: CallCase) {
  const base = callCase.body(player);
  let body = base;
  for (let page = 0; page < (callCase.deep ?? 0); page += 1) {
    const answer = await call(app, player.token, callCase.path, body);
    if (answer.status === 404) return base; // not built: the timed call says so
    if (answer.nextCursor === null) return null;
    body = { ...base, cursor: answer.nextCursor };
  }
  return body;
}

/** Times one case: per player a warm-up, then `repeats` timed calls. */
export async function measureCase(
  app: FastifyInstance,
  players: readonly SampledPlayer[],
  callCase: CallCase,
  repeats: number,
): Promise<CaseResult> {
  const samples: number[] = [];
  const refusals = new Set<string>();
  let shortLists = 0;
  let slowest: CaseResult['slowest'];
  for (const player of players) {
    const body = await bodyAt(app, player, callCase);
    if (body === null) {
      shortLists += 1;
      continue;
    }
    const warm = await call(app, player.token, callCase.path, body);
    if (warm.status === 404) return { name: callCase.name, samples: [], note: 'not built yet (404)' };
    for (let index = 0; index < repeats; index += 1) {
      const answer = await call(app, player.token, callCase.path, body);
      if (answer.status !== 200 || answer.code !== 200)
        refusals.add(`${answer.status}/${answer.code} ${answer.message}`);
      samples.push(answer.ms);
      if (!slowest || answer.ms > slowest.ms) slowest = { player, body, ms: answer.ms };
    }
  }
  const notes: string[] = [];
  if (shortLists > 0) notes.push(`${shortLists} of ${players.length} players have fewer pages`);
  if (refusals.size > 0) notes.push(`NOT 200: ${[...refusals].join('; ')}`);
  samples.sort((a, b) => a - b);
  return { name: callCase.name, samples, note: notes.join('; '), ...(slowest ? { slowest } : {}) };
}

export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

/** Re-runs a call, for its queries. */
export function replay(app: FastifyInstance, slowest: NonNullable<CaseResult['slowest']>, path: string) {
  return call(app, slowest.player.token, path, slowest.body);
}
