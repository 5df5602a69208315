/**
 * SQL that keeps `player_daily_performance` (migration 015) up to date: called in the transaction
 * that settles a round, so commission counts a round on the Asia/Shanghai day it settled, once.
 */
import { sql, type Kysely } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';
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

/** Adds a settled round to the row of the day it settled (one upsert; the row's lock serialises writers). */
export async function addToDailyPerformance(
  db: Kysely<Database>,
  delta: PerformanceDelta,
  settledAt: Date,
): Promise<void> {
  await db
    .insertInto('player_daily_performance')
    .values({
      player_id: delta.player_id,
      day: performanceDay(settledAt),
      game_type_id: delta.game_type_id,
      rounds: 1,
      stake: delta.stake,
    })
    .onConflict((conflict) =>
      conflict.columns(['player_id', 'day', 'game_type_id']).doUpdateSet({
        rounds: sql`player_daily_performance.rounds + 1`,
        stake: sql`player_daily_performance.stake + ${delta.stake}`,
      }),
    )
    .execute();
}
