/**
 * Posting a transfer: the one way money moves. Runs inside the caller's DB transaction, so a
 * movement and the records that explain it (a provider transaction, a round, a hold) commit
 * together or not at all. The idempotency key makes a replay return the first result.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { NON_NEGATIVE_KINDS } from './accounts';
import { IdempotencyConflictError, InsufficientFundsError } from './errors';
import { balancedLegs, transferInputHash, type Posting } from './postings';

export interface TransferInput {
  /** Unique per movement, e.g. `provider:demo:bet:<transaction id>`; a retry reuses it. */
  idempotencyKey: string;
  kind: string;
  /** What the movement belongs to (a round, a hold), for records. */
  reference?: string | null;
  postings: readonly Posting[];
  /**
   * The platform side of the movement (a provider's clearing account, deposit clearing…). Every
   * bet and win of a provider touches its clearing row, so that row is updated last, holding its
   * lock only until the commit. Player-side legs go first, in account order: with at most one
   * platform account per transfer, every pair of transfers still locks shared rows in one order.
   */
  platformAccountId?: number;
}

export interface PostedTransfer {
  transferId: number;
  /** True when the key had been posted before: nothing moved this time. */
  replayed: boolean;
  /** Each account's balance right after this transfer. */
  balanceAfter: ReadonlyMap<number, number>;
}

async function replayOf(db: Kysely<Database>, key: string, inputHash: string): Promise<PostedTransfer | null> {
  const existing = await db.selectFrom('transfers').select(['id', 'input_hash']).where('idempotency_key', '=', key).executeTakeFirst();
  if (!existing) return null;
  if (existing.input_hash !== inputHash) throw new IdempotencyConflictError(key);
  const entries = await db.selectFrom('entries').select(['account_id', 'balance_after']).where('transfer_id', '=', existing.id).execute();
  return { transferId: existing.id, replayed: true, balanceAfter: new Map(entries.map((entry) => [entry.account_id, Number(entry.balance_after)])) };
}

/** Adds `amount` to the account unless that takes a non-negative account below zero; the new balance or null. */
async function applyLeg(db: Kysely<Database>, { accountId, amount }: Posting): Promise<number | null> {
  const row = await db
    .updateTable('accounts')
    .set({ balance: sql`balance + ${amount}` })
    .where('id', '=', accountId)
    .where((where) => where.or([where('kind', 'not in', NON_NEGATIVE_KINDS), where(sql`balance + ${amount}`, '>=', 0)]))
    .returning('balance')
    .executeTakeFirst();
  return row ? Number(row.balance) : null;
}

/**
 * Posts a balanced transfer in the current transaction.
 * @throws InsufficientFundsError when a wallet or hold would go below zero (the caller's
 *   transaction must then roll back: earlier legs were applied)
 * @throws IdempotencyConflictError when the key was used with another input
 */
export async function postTransfer(db: Kysely<Database>, now: Date, input: TransferInput): Promise<PostedTransfer> {
  const legs = balancedLegs(input.postings);
  const reference = input.reference ?? null;
  const inputHash = transferInputHash(input.kind, reference, legs);
  const replay = await replayOf(db, input.idempotencyKey, inputHash);
  if (replay) return replay;

  const createdAt = now.toISOString();
  // The transfer row first: a concurrent twin with the same key waits on the unique index here
  // and fails when this one commits (the caller runs it again and gets the replay).
  const transfer = await db
    .insertInto('transfers')
    .values({ idempotency_key: input.idempotencyKey, input_hash: inputHash, kind: input.kind, reference, created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();

  const balanceAfter = new Map<number, number>();
  const platformLast = [...legs.filter((leg) => leg.accountId !== input.platformAccountId), ...legs.filter((leg) => leg.accountId === input.platformAccountId)];
  for (const leg of platformLast) {
    const balance = await applyLeg(db, leg);
    if (balance === null) throw new InsufficientFundsError(leg.accountId);
    balanceAfter.set(leg.accountId, balance);
  }
  await db
    .insertInto('entries')
    .values(legs.map((leg) => ({ transfer_id: transfer.id, account_id: leg.accountId, amount: leg.amount, balance_after: balanceAfter.get(leg.accountId) ?? 0, created_at: createdAt })))
    .execute();
  return { transferId: transfer.id, replayed: false, balanceAfter };
}
