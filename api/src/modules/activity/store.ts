/**
 * SQL shared by the sub-features of activities, of VIP levels: a player's cumulative valid stake (the
 * type-7 rule in rules/ pays level-ups by it) and the VIP promotion's stored parameters (vip.ts, whose
 * levels set rebates' rates).
 */
import type { Kysely } from 'kysely';
import { microUsdt, type MicroUsdt } from 'shared-contracts';
import type { Database } from '../../db/schema';

/** Σ valid stake of the player's settled rounds on days up to `throughDay` (Asia/Shanghai, inclusive), or all days. */
export async function selectCumulativeStake(
  db: Kysely<Database>,
  playerId: number,
  throughDay?: string,
): Promise<MicroUsdt> {
  let query = db
    .selectFrom('player_daily_performance')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('stake'), eb.lit(0)).as('total'))
    .where('player_id', '=', playerId);
  if (throughDay !== undefined) query = query.where('day', '<=', throughDay);
  const row = await query.executeTakeFirst();
  return microUsdt(Number(row?.total ?? 0));
}

/** The type-7 promotion's params_json (whatever its status), or undefined when there is none. */
export async function selectVipParamsJson(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db.selectFrom('promotions').select('params_json').where('type', '=', 7).executeTakeFirst();
  return row?.params_json;
}
