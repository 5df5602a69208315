/**
 * SQL that keeps `player_daily_performance` (migration 015) up to date: called in the transaction
 * that settles a round, so commission counts a round on the Asia/Shanghai day it settled, once.
 */
import { sql, type Kysely } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';
import { precompiled } from '../../db/precompiled';
import type { Database } from '../../db/schema';

const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * The business day (Asia/Shanghai, UTC+8 all year) of an instant.
 * @example performanceDay(new Date('2026-03-09T16:00:00.000Z')) // '2026-03-10'
 */
export function performanceDay(at: Date): string {
  return new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** What one round's settlement adds to its player's day and category: one round and its final stake. */
export interface PerformanceDelta {
  player_id: number;
  game_type_id: number;
  stake: MicroUsdt;
}

/**
 * The day a round settling at `settledAt` counts on: its own, unless that day's settlement has
 * already begun (a callback that waited past the 5-minute grace, a clock behind, a demo day settled
 * early with `--now`); then the first later day not yet begun. A closed day never changes, and the
 * stake is still paid, once.
 */
// Every settled round runs these: precompiled (db/precompiled.ts).
const settledDayQuery = precompiled<{ day: string }, { day: string }>((db, args) =>
  db.selectFrom('commission_days').select('day').where('day', '=', args.day),
);

const addPerformanceQuery = precompiled<{ playerId: number; day: string; gameTypeId: number; stake: MicroUsdt }, never>(
  (db, args) =>
    db
      .insertInto('player_daily_performance')
      .values({ player_id: args.playerId, day: args.day, game_type_id: args.gameTypeId, rounds: 1, stake: args.stake })
      .onConflict((conflict) =>
        conflict.columns(['player_id', 'day', 'game_type_id']).doUpdateSet({
          rounds: sql`player_daily_performance.rounds + 1`,
          stake: sql`player_daily_performance.stake + ${args.stake}`,
        }),
      ),
);

async function openPerformanceDay(db: Kysely<Database>, settledAt: Date): Promise<string> {
  let day = performanceDay(settledAt);
  while (await settledDayQuery.first(db, { day }))
    day = new Date(Date.parse(`${day}T00:00:00.000Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return day;
}

/** Adds a settled round to the row of the day it counts on (one upsert; the row's lock serialises writers). */
export async function addToDailyPerformance(
  db: Kysely<Database>,
  delta: PerformanceDelta,
  settledAt: Date,
): Promise<void> {
  await addPerformanceQuery.execute(db, {
    playerId: delta.player_id,
    day: await openPerformanceDay(db, settledAt),
    gameTypeId: delta.game_type_id,
    stake: delta.stake,
  });
}
