/** SQL of 充提记录 across its sources: how many rows of a player each source table holds in a period. */
import { sql, type Kysely } from 'kysely';
import type { RecordWindow } from '../../db/record-window';
import type { Database } from '../../db/schema';

/** The tables a player's 充提记录 come from, each with an index on (player_id, created_at, id). */
export type PlayerRecordTable = 'deposit_orders' | 'channel_orders' | 'withdrawals';

/** How many of the player's rows a table holds in [fromUtc, toUtc) (all time without bounds), over that index. */
export async function countPlayerRecords(
  db: Kysely<Database>,
  table: PlayerRecordTable,
  playerId: number,
  period: Pick<RecordWindow, 'fromUtc' | 'toUtc'>,
): Promise<number> {
  let query = db
    .selectFrom(table)
    .select(sql<number | string>`count(*)`.as('total'))
    .where('player_id', '=', playerId);
  if (period.fromUtc !== undefined) query = query.where('created_at', '>=', period.fromUtc);
  if (period.toUtc !== undefined) query = query.where('created_at', '<', period.toUtc);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.total);
}
