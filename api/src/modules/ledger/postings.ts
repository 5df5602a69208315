/**
 * Posting rules: what a movement of money writes, as pure functions. A transfer is a list of
 * legs on accounts whose amounts (integer micro-USDT) sum to zero; nothing else is a transfer.
 */
import { createHash } from 'node:crypto';
import { isMicroUsdt, microUsdt, type MicroUsdt } from 'shared-contracts';

export interface Posting {
  accountId: number;
  /** Signed: positive credits the account, negative debits it. */
  amount: MicroUsdt;
}

export class UnbalancedTransferError extends Error {
  constructor(reason: string) {
    super(`not a transfer: ${reason}`);
    this.name = 'UnbalancedTransferError';
  }
}

/**
 * The legs a transfer writes: one per account (legs on the same account are added up, legs that
 * cancel out are dropped), in account order so concurrent transfers lock rows in one order.
 * @example balancedLegs([{ accountId: 2, amount: -5 }, { accountId: 1, amount: 5 }]) // [{1, 5}, {2, -5}]
 */
export function balancedLegs(postings: readonly Posting[]): Posting[] {
  const byAccount = new Map<number, MicroUsdt>();
  for (const { accountId, amount } of postings) {
    if (!Number.isSafeInteger(accountId) || accountId <= 0)
      throw new UnbalancedTransferError(`bad account ${accountId}`);
    // The type says whole micro-USDT; amounts computed at run time are checked all the same.
    if (!isMicroUsdt(amount)) throw new UnbalancedTransferError(`amount ${amount} is not whole micro-USDT`);
    const sum = (byAccount.get(accountId) ?? 0) + amount;
    if (!isMicroUsdt(sum)) throw new UnbalancedTransferError('amount too large');
    byAccount.set(accountId, sum);
  }
  const legs = [...byAccount]
    .filter(([, amount]) => amount !== 0)
    .map(([accountId, amount]) => ({ accountId, amount }));
  if (legs.length < 2) throw new UnbalancedTransferError('a transfer moves money between at least two accounts');
  if (legs.reduce((sum, leg) => sum + leg.amount, 0) !== 0)
    throw new UnbalancedTransferError('entries do not sum to zero');
  return legs.sort((a, b) => a.accountId - b.accountId);
}

/** Money moving from one account to another: the shape of every movement we make today. */
export function movement(from: number, to: number, amount: MicroUsdt): Posting[] {
  if (!isMicroUsdt(amount) || amount <= 0)
    throw new UnbalancedTransferError(`a movement needs a positive amount, not ${amount}`);
  return [
    { accountId: from, amount: microUsdt(-amount) },
    { accountId: to, amount },
  ];
}

/**
 * The fingerprint of a transfer's input: a replay under the same idempotency key must carry
 * the same one, or it is a different request reusing the key.
 */
export function transferInputHash(kind: string, reference: string | null, legs: readonly Posting[]): string {
  const canonical = JSON.stringify([kind, reference, legs.map((leg) => [leg.accountId, leg.amount])]);
  return createHash('sha256').update(canonical).digest('hex');
}
