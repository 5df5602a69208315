/** SQL of the operators' review: withdrawals with their player's name, their payout attempts, a chain transaction's one use. */
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, WithdrawalPayoutsTable, WithdrawalsTable } from '../../../db/schema';

type Db = Kysely<Database>;

function withdrawalsWithUsername(db: Db) {
  return db
    .selectFrom('withdrawals as w')
    .innerJoin('players as p', 'p.id', 'w.player_id')
    .selectAll('w')
    .select('p.username');
}
export type ReviewedWithdrawalRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof withdrawalsWithUsername>['executeTakeFirst']>>
>;

export function selectReviewedWithdrawal(db: Db, id: number) {
  return withdrawalsWithUsername(db).where('w.id', '=', id).executeTakeFirst();
}

export interface WithdrawalFilter {
  state?: WithdrawalsTable['state'];
  playerId?: number;
  /** Created at or after this ISO time, and before `createdBefore`. */
  createdFrom?: string;
  createdBefore?: string;
}

/** A page of withdrawals, newest first, by state, player and creation time, with their total. */
export async function selectWithdrawalPage(db: Db, filter: WithdrawalFilter, limit: number, offset: number) {
  let list = withdrawalsWithUsername(db);
  let count = db.selectFrom('withdrawals as w').select(sql<number>`count(*)`.as('total'));
  if (filter.state !== undefined) {
    list = list.where('w.state', '=', filter.state);
    count = count.where('w.state', '=', filter.state);
  }
  if (filter.playerId !== undefined) {
    list = list.where('w.player_id', '=', filter.playerId);
    count = count.where('w.player_id', '=', filter.playerId);
  }
  if (filter.createdFrom !== undefined) {
    list = list.where('w.created_at', '>=', filter.createdFrom);
    count = count.where('w.created_at', '>=', filter.createdFrom);
  }
  if (filter.createdBefore !== undefined) {
    list = list.where('w.created_at', '<', filter.createdBefore);
    count = count.where('w.created_at', '<', filter.createdBefore);
  }
  const rows = await list.orderBy('w.created_at', 'desc').orderBy('w.id', 'desc').limit(limit).offset(offset).execute();
  const counted = await count.executeTakeFirstOrThrow();
  return { total: Number(counted.total), list: rows };
}

/** Every payout attempt of `withdrawalIds`, oldest first. */
export function selectPayoutsOf(db: Db, withdrawalIds: readonly number[]) {
  if (withdrawalIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('withdrawal_payouts')
    .select([
      'id',
      'withdrawal_id',
      'method',
      'status',
      'tx_id',
      'reference',
      'error',
      'operator_id',
      'created_at',
      'updated_at',
      'expires_at',
      'absent_checks',
      'last_absent_at',
      'chain_answer',
      'verdict',
      'verified_by',
      'verified_at',
      'verdict_answer',
      'block_number',
      'confirmations',
    ])
    .where('withdrawal_id', 'in', [...withdrawalIds])
    .orderBy('id', 'asc')
    .execute();
}
export type PayoutRow = Awaited<ReturnType<typeof selectPayoutsOf>>[number];

/** The withdrawal a chain transaction already pays (any payout attempt names it), or undefined. */
export async function selectWithdrawalIdPaidBy(db: Db, txId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('withdrawal_payouts')
    .select('withdrawal_id')
    .where('tx_id', '=', txId)
    .executeTakeFirst();
  return row?.withdrawal_id;
}

/** Records a payout attempt; a second one naming the same tx_id breaks the unique index (the caller's transaction rolls back). */
export async function insertPayout(db: Db, row: Insertable<WithdrawalPayoutsTable>): Promise<number> {
  const inserted = await db.insertInto('withdrawal_payouts').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/**
 * Claims withdrawal `id` for an operator (in review, unclaimed), or releases its claim (in review);
 * false when the row was not in that state.
 */
export async function setClaim(
  db: Db,
  id: number,
  claim: { claimedBy: number; at: string } | { claimedBy: null; at: null },
): Promise<boolean> {
  let update = db
    .updateTable('withdrawals')
    .set({ claimed_by: claim.claimedBy, claimed_at: claim.at })
    .where('id', '=', id)
    .where('state', '=', 'review');
  if (claim.claimedBy !== null) update = update.where('claimed_by', 'is', null);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
