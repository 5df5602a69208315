/** SQL behind readable references: what a transfer's reference names, looked up by primary or unique key, a page at a time. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Game providers' names by code ('demo' → 演示游戏). */
export async function selectPlatformNames(db: Db, codes: readonly string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db.selectFrom('game_platforms').select(['code', 'name']).where('code', 'in', codes).execute();
  return new Map(rows.map((row) => [row.code, row.name]));
}

/** The order number each chain deposit was credited under (null when none), and its chain transaction. */
export async function selectChainDepositOrders(db: Db, chainDepositIds: readonly number[]) {
  if (chainDepositIds.length === 0) return [];
  return db
    .selectFrom('chain_deposits as d')
    .leftJoin('deposit_orders as o', 'o.id', 'd.order_id')
    .select(['d.id', 'd.tx_id', 'o.order_no'])
    .where('d.id', 'in', chainDepositIds)
    .execute();
}

/** The withdrawal order number of each hold a withdrawal placed (unique hold_id). */
export async function selectWithdrawalOrdersByHold(db: Db, holdIds: readonly number[]) {
  if (holdIds.length === 0) return [];
  return db.selectFrom('withdrawals').select(['hold_id', 'order_no']).where('hold_id', 'in', holdIds).execute();
}
