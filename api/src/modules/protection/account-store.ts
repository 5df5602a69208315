/**
 * SQL that player protection reads beside its own tables: the player's age confirmation and first
 * deposit, the operator's role, and the deposits credited over a limit that operators close.
 */
import type { Kysely } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';
import { outsideRoundKinds } from '../../db/partial-indexes';
import type { Database } from '../../db/schema';
import { DEPOSIT_TRANSFER_KINDS } from './store';

type Db = Kysely<Database>;

/** The player's age confirmation, or undefined when there is no such player. */
export function selectPlayerAge(db: Db, playerId: number) {
  return db.selectFrom('players').select(['id', 'age_confirmed_at']).where('id', '=', playerId).executeTakeFirst();
}

/** Whether any deposit of the player's own (chain or pay channel) was ever credited to the wallet. */
/**
 * The player's wallet account (the one account whose player_id is the player's, unique), read
 * here rather than through the ledger: protection sits below the money modules it guards.
 */
export async function selectWalletAccountId(db: Db, playerId: number): Promise<number | null> {
  const row = await db.selectFrom('accounts').select('id').where('player_id', '=', playerId).executeTakeFirst();
  return row?.id ?? null;
}

export async function hasCreditedDeposit(db: Db, walletAccountId: number): Promise<boolean> {
  const row = await db
    .selectFrom('entries')
    .select('id')
    .where('account_id', '=', walletAccountId)
    .where('kind', 'in', DEPOSIT_TRANSFER_KINDS)
    .where(outsideRoundKinds('kind'))
    .where('amount', '>', 0 as MicroUsdt)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function selectOperatorRole(db: Db, operatorId: number): Promise<string | undefined> {
  return (await db.selectFrom('operators').select('role').where('id', '=', operatorId).executeTakeFirst())?.role;
}

export function selectDepositReview(db: Db, playerId: number, reviewId: number) {
  return db
    .selectFrom('deposit_limit_reviews')
    .selectAll()
    .where('id', '=', reviewId)
    .where('player_id', '=', playerId)
    .executeTakeFirst();
}

/** Closes the review if it is still open; returns the closed row, or undefined when another close came first. */
export function closeDepositReviewRow(
  db: Db,
  reviewId: number,
  close: { closedBy: number; note: string; closedAt: string },
) {
  return db
    .updateTable('deposit_limit_reviews')
    .set({ status: 'closed', closed_by: close.closedBy, close_note: close.note, closed_at: close.closedAt })
    .where('id', '=', reviewId)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
}
