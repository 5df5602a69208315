/**
 * Posting a transfer: the one way money moves. Runs inside the caller's DB transaction, so a
 * movement and the records that explain it (a provider transaction, a round, a hold) commit
 * together or not at all. The idempotency key makes a replay return the first result.
 */
import type { Kysely } from 'kysely';
import { isMicroUsdt, microUsdt, type MicroUsdt } from 'shared-contracts';
import type { Database } from '../../db/schema';
import { BalanceOutOfRangeError, IdempotencyConflictError, InsufficientFundsError } from './errors';
import { balancedLegs, transferInputHash, type Posting } from './postings';
import { isPostgresHandle } from '../../db/precompiled';
import { closeTwoLegTransfer, openTwoLegTransfer } from './fused-store';
import {
  addToBalance,
  insertEntries,
  insertTransfer,
  selectBalance,
  selectEntries,
  selectTransfer,
  type NewTransfer,
} from './store';

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
  /**
   * The caller found, in this transaction, that the key was never posted (its own record of the
   * movement, written with it, is absent): the replay lookup is skipped. A concurrent twin still
   * fails on the unique key.
   */
  keyUnused?: boolean;
}

export interface PostedTransfer {
  transferId: number;
  /** True when the key had been posted before: nothing moved this time. */
  replayed: boolean;
  /** Each account's balance right after this transfer. */
  balanceAfter: ReadonlyMap<number, MicroUsdt>;
}

async function replayOf(db: Kysely<Database>, key: string, inputHash: string): Promise<PostedTransfer | null> {
  const existing = await selectTransfer(db, key);
  if (!existing) return null;
  if (existing.input_hash !== inputHash) throw new IdempotencyConflictError(key);
  const entries = await selectEntries(db, existing.id);
  return {
    transferId: existing.id,
    replayed: true,
    balanceAfter: new Map(entries.map((entry) => [entry.account_id, entry.balance_after])),
  };
}

/** Why a leg was refused: a debit beyond the funds, or a balance beyond what an amount can hold. */
async function refusalOf(db: Kysely<Database>, { accountId, amount }: Posting): Promise<never> {
  if (!isMicroUsdt((await selectBalance(db, accountId)) + amount)) throw new BalanceOutOfRangeError(accountId);
  throw new InsufficientFundsError(accountId);
}

/** Applies one leg; a refused leg throws (refusalOf). */
async function applyLeg(db: Kysely<Database>, leg: Posting): Promise<MicroUsdt> {
  return (await addToBalance(db, leg.accountId, leg.amount)) ?? refusalOf(db, leg);
}

/**
 * The legs in the order they are applied: player-side legs first, in account order, the platform
 * account last (TransferInput.platformAccountId).
 */
const inLockOrder = (legs: readonly Posting[], platformAccountId: number | undefined) => [
  ...legs.filter((leg) => leg.accountId !== platformAccountId),
  ...legs.filter((leg) => leg.accountId === platformAccountId),
];

/**
 * A two-leg transfer on PostgreSQL in two round trips, not four (fused-store.ts): the transfer row
 * with the first leg, then the last leg with both entries. The same rows, locks and refusals.
 */
async function postTwoLegs(
  db: Kysely<Database>,
  transfer: NewTransfer,
  legs: readonly [Posting, Posting],
  platformAccountId: number | undefined,
): Promise<PostedTransfer> {
  const [opening, closing] = inLockOrder(legs, platformAccountId) as [Posting, Posting];
  const opened = await openTwoLegTransfer(db, { ...transfer, accountId: opening.accountId, amount: opening.amount });
  if (opened.balance === null) return refusalOf(db, opening);
  // The closing leg's balance comes from the statement that applies it.
  const entryOf = (leg: Posting) => ({ ...leg, balanceAfter: leg === opening ? opened.balance : null });
  const balanceAfter = await closeTwoLegTransfer(
    db,
    { transferId: opened.transferId, kind: transfer.kind, createdAt: transfer.createdAt },
    closing,
    [entryOf(legs[0]), entryOf(legs[1])],
  );
  if (!balanceAfter) return refusalOf(db, closing);
  return { transferId: opened.transferId, replayed: false, balanceAfter };
}

/**
 * Posts a balanced transfer in the current transaction.
 * @throws InsufficientFundsError when a wallet or hold would go below zero (the caller's
 *   transaction must then roll back: earlier legs were applied)
 * @throws BalanceOutOfRangeError when a balance would leave the safe integer range (the same)
 * @throws IdempotencyConflictError when the key was used with another input
 */
export async function postTransfer(db: Kysely<Database>, now: Date, input: TransferInput): Promise<PostedTransfer> {
  const legs = balancedLegs(input.postings);
  const reference = input.reference ?? null;
  const inputHash = transferInputHash(input.kind, reference, legs);
  const replay = input.keyUnused ? null : await replayOf(db, input.idempotencyKey, inputHash);
  if (replay) return replay;

  const transfer = {
    idempotencyKey: input.idempotencyKey,
    inputHash,
    kind: input.kind,
    reference,
    createdAt: now.toISOString(),
  };
  const [first, second, ...more] = legs;
  if (first && second && more.length === 0 && isPostgresHandle(db))
    return postTwoLegs(db, transfer, [first, second], input.platformAccountId);

  // The transfer row first: a concurrent twin with the same key waits on the unique index here
  // and fails when this one commits (the caller runs it again and gets the replay).
  const transferId = await insertTransfer(db, transfer);
  const balanceAfter = new Map<number, MicroUsdt>();
  for (const leg of inLockOrder(legs, input.platformAccountId))
    balanceAfter.set(leg.accountId, await applyLeg(db, leg));
  await insertEntries(
    db,
    legs.map((leg) => ({
      transferId,
      kind: input.kind,
      accountId: leg.accountId,
      amount: leg.amount,
      balanceAfter: balanceAfter.get(leg.accountId) ?? microUsdt(0),
      createdAt: transfer.createdAt,
    })),
  );
  return { transferId, replayed: false, balanceAfter };
}
