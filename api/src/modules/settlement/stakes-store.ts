/**
 * SQL of what the day's payouts are computed from: each player's valid stake of a day per category
 * (player_daily_performance, written as rounds settle, by the day they settled in).
 */
import type { Kysely } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A player's own valid stake of a day in one category. */
export interface OwnStake {
  player_id: number;
  game_type_id: number;
  stake: MicroUsdt;
}

/** The day's own valid stake of every player who played, per category (a range of player_daily_performance_day_idx, then the rows). */
export async function selectDayStakes(db: Db, day: string): Promise<OwnStake[]> {
  const rows = await db
    .selectFrom('player_daily_performance')
    .select(['player_id', 'game_type_id', 'stake'])
    .where('day', '=', day)
    .execute();
  return rows.map((row) => ({
    player_id: Number(row.player_id),
    game_type_id: Number(row.game_type_id),
    stake: Number(row.stake) as MicroUsdt,
  }));
}

/** Whether anyone has performance on `day`: one probe of the (day, …) index, however many rows the day holds. */
export async function selectHasPerformance(db: Db, day: string): Promise<boolean> {
  const row = await db
    .selectFrom('player_daily_performance')
    .select('day')
    .where('day', '=', day)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
