/**
 * The risk screens find players by a shared withdrawal address and a shared deposit sender: indexes
 * on those columns, so that the 关联账户 panel and the withdrawal review's flags read a few rows
 * instead of scanning every bound address and every chain deposit.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('withdraw_addresses_address').on('withdraw_addresses').columns(['address']).execute();
  await db.schema.createIndex('chain_deposits_from').on('chain_deposits').columns(['from_address']).execute();
}
