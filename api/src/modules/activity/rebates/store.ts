/** SQL of rebate settlement: the settings row, the run rows per day, the players' day rows and cumulative stakes. */
import { sql, type Insertable, type Kysely } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';
import type { Database, PlayerRebatesTable } from '../../db/schema';

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

/** The run row of a day, created 'running' when there is none (a concurrent run's row is kept). */
export async function insertRebateDayIfAbsent(db: Db, day: string, at: string): Promise<void> {
  await db
    .insertInto('rebate_days')
    .values({ day, status: 'running', started_at: at, finished_at: null })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .execute();
}

/** Run rows of the given status from `from` on, oldest day first. */
export async function selectRebateDaysByStatus(db: Db, status: 'running' | 'done', from = '0000-00-00') {
  const rows = await db
    .selectFrom('rebate_days')
    .select('day')
    .where('status', '=', status)
    .where('day', '>=', from)
    .orderBy('day')
    .execute();
  return rows.map((row) => row.day);
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

/** Writes a batch of day rows; a row already there (an earlier or a concurrent run) is left as it is. */
export async function insertPlayerRebates(db: Db, rows: Insertable<PlayerRebatesTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('player_rebates')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['player_id', 'day']).doNothing())
    .execute();
}

/** Closes a day's run with the totals of the rows actually written (whichever run wrote them). */
export async function markRebateDayDone(db: Db, day: string, at: string): Promise<void> {
  // No index leads with day: this reads the table once per settled day, in the job, never in a request.
  const totals = await db
    .selectFrom('player_rebates')
    .select([sql<number>`count(*)`.as('players'), sql<number>`cast(coalesce(sum(amount), 0) as bigint)`.as('amount')])
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('rebate_days')
    .set({
      status: 'done',
      players: Number(totals.players),
      amount: Number(totals.amount) as MicroUsdt,
      finished_at: at,
    })
    .where('day', '=', day)
    .where('status', '=', 'running')
    .execute();
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
