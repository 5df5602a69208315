/**
 * SQL that keeps `player_daily_bets` (migration 011) up to date: called in the transaction that
 * settles a round or adds a later win to it, so the reports read exact totals the moment it commits.
 */
import { sql, type Kysely } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';
import { precompiled } from '../../db/precompiled';
import type { Database } from '../../db/schema';

const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * The summary's day of a round: the Asia/Shanghai date of its `opened_at`, the rule of migration
 * 011's backfill (UTC+8 all year, no daylight saving).
 * @example summaryDay('2026-03-09T16:00:00.000Z') // '2026-03-10'
 */
export function summaryDay(openedAt: string): string {
  return new Date(Date.parse(openedAt) + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** What one settlement or later win adds to a player's day, provider and category. */
export interface DailyBetsDelta {
  player_id: number;
  provider: string;
  game_type_id: number;
  opened_at: string;
  rounds: number;
  stake: MicroUsdt;
  payout: MicroUsdt;
}

/** Adds to the row of the round's day (one upsert on the primary key; the row's lock serialises writers). */
// Every settled round runs it: precompiled (db/precompiled.ts).
const addToDailyBetsQuery = precompiled<Omit<DailyBetsDelta, 'opened_at'> & { day: string }, never>((db, args) =>
  db
    .insertInto('player_daily_bets')
    .values({
      player_id: args.player_id,
      day: args.day,
      provider: args.provider,
      game_type_id: args.game_type_id,
      rounds: args.rounds,
      stake: args.stake,
      payout: args.payout,
    })
    .onConflict((conflict) =>
      conflict.columns(['player_id', 'day', 'provider', 'game_type_id']).doUpdateSet({
        rounds: sql`player_daily_bets.rounds + ${args.rounds}`,
        stake: sql`player_daily_bets.stake + ${args.stake}`,
        payout: sql`player_daily_bets.payout + ${args.payout}`,
      }),
    ),
);

export async function addToDailyBets(db: Kysely<Database>, delta: DailyBetsDelta): Promise<void> {
  const { opened_at: openedAt, ...counts } = delta;
  await addToDailyBetsQuery.execute(db, { ...counts, day: summaryDay(openedAt) });
}
