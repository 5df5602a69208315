/** SQL of deposit_limit_reviews: deposits credited over a limit, one row each, open until an operator closes it. */
import { sql, type Kysely } from 'kysely';
import type { DepositReviewStatus, MicroUsdt } from 'shared-contracts';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * Opens a review of one credited deposit; false when its reference (the credit's idempotency
 * key) has one already, so a replayed credit adds nothing.
 */
export async function insertDepositReviewOnce(
  db: Db,
  row: { player_id: number; source: string; reference: string; amount: MicroUsdt; limit_key: string; at: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('deposit_limit_reviews')
    .values({
      player_id: row.player_id,
      source: row.source,
      reference: row.reference,
      amount: row.amount,
      limit_key: row.limit_key,
      status: 'open',
      closed_by: null,
      close_note: null,
      created_at: row.at,
      closed_at: null,
    })
    .onConflict((conflict) => conflict.column('reference').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Whether the player has a deposit over a limit still awaiting an operator. */
export async function hasOpenDepositReview(db: Db, playerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('deposit_limit_reviews')
    .select('id')
    .where('player_id', '=', playerId)
    .where('status', '=', 'open')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A page of reviews of one status across players, with the player's and closing operator's names.
 * The table's index leads with the player: a scan of a small table (one row per deposit over a limit).
 */
export async function selectDepositReviewPage(db: Db, status: DepositReviewStatus, limit: number, offset: number) {
  const count = await db
    .selectFrom('deposit_limit_reviews')
    .select(sql<number | string>`count(*)`.as('total'))
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('deposit_limit_reviews as r')
    .innerJoin('players as p', 'p.id', 'r.player_id')
    .leftJoin('operators as o', 'o.id', 'r.closed_by')
    .selectAll('r')
    .select(['p.username', 'o.username as closed_by_name'])
    .where('r.status', '=', status)
    .orderBy('r.id', status === 'open' ? 'asc' : 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { total: Number(count.total), rows: rows.map((row) => ({ ...row, amount: Number(row.amount) as MicroUsdt })) };
}
