/**
 * Keyset indexes of 充提记录 (issue 14): each of its three sources pages a player's rows newest
 * first by (created_at, id), so its index ends in the id and a deep page costs what the first does.
 */
import type { Kysely } from 'kysely';

/** Each source's table and the (player_id, created_at) index the new one replaces, if any. */
const SOURCES: Array<{ table: string; index: string; replaces: string | null }> = [
  // deposit_orders_player_idx (player_id, id) stays: the operators' order list pages by id.
  { table: 'deposit_orders', index: 'deposit_orders_player_time_idx', replaces: null },
  { table: 'channel_orders', index: 'channel_orders_player_time_idx', replaces: 'channel_orders_player_idx' },
  { table: 'withdrawals', index: 'withdrawals_player_time_idx', replaces: 'withdrawals_player_idx' },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const source of SOURCES) {
    await db.schema.createIndex(source.index).on(source.table).columns(['player_id', 'created_at', 'id']).execute();
    // A prefix of the new index: every query it served (a player's day, a count) uses the new one.
    if (source.replaces) await db.schema.dropIndex(source.replaces).execute();
  }
}
