/** SQL of deposit_limit_reviews: deposits credited over a limit, one row each, open until an operator closes it. */
import type { Kysely } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';
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
