/** SQL of rebates: the settings row, the run rows per day (written by the settlement engine), cumulative and day stakes. */
import { sql, type Kysely } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

export const REBATE_SETTINGS_KEY = 'rebate_settings';

export function selectRebateSettingsRow(db: Db) {
  return db
    .selectFrom('site_settings')
    .select(['value_json', 'updated_at'])
    .where('key', '=', REBATE_SETTINGS_KEY)
    .executeTakeFirst();
}

/** Writes the settings row, replacing any earlier value. */
export async function upsertRebateSettings(db: Db, valueJson: string, at: string): Promise<void> {
  await db
    .insertInto('site_settings')
    .values({ key: REBATE_SETTINGS_KEY, value_json: valueJson, updated_at: at })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value_json: valueJson, updated_at: at }))
    .execute();
}

export function selectRebateDay(db: Db, day: string) {
  return db.selectFrom('rebate_days').selectAll().where('day', '=', day).executeTakeFirst();
}

/** Σ valid stake through `throughDay` (inclusive) of each of `playerIds`: the stake their VIP level that day is reached by. */
export async function selectCumulativeStakes(
  db: Db,
  playerIds: readonly number[],
  throughDay: string,
): Promise<Map<number, MicroUsdt>> {
  const stakes = new Map<number, MicroUsdt>();
  if (playerIds.length === 0) return stakes;
  const rows = await db
    .selectFrom('player_daily_performance')
    .select(['player_id', sql<number>`cast(coalesce(sum(stake), 0) as bigint)`.as('total')])
    .where('player_id', 'in', playerIds)
    .where('day', '<=', throughDay)
    .groupBy('player_id')
    .execute();
  for (const row of rows) stakes.set(Number(row.player_id), Number(row.total) as MicroUsdt);
  return stakes;
}

/** A page of runs, newest day first, and how many there are. */
export async function selectRebateDaysPage(db: Db, limit: number, offset: number) {
  const rows = await db
    .selectFrom('rebate_days')
    .selectAll()
    .orderBy('day', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const counted = await db
    .selectFrom('rebate_days')
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirstOrThrow();
  return { total: Number(counted.total), rows };
}

/** One player's valid stake of a day per category (today's, for the estimate). */
export async function selectPlayerDayStakes(db: Db, playerId: number, day: string) {
  const rows = await db
    .selectFrom('player_daily_performance')
    .select(['game_type_id', 'stake'])
    .where('player_id', '=', playerId)
    .where('day', '=', day)
    .execute();
  return rows.map((row) => ({ game_type_id: Number(row.game_type_id), stake: Number(row.stake) as MicroUsdt }));
}
