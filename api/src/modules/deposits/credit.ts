/**
 * A deposit's credit: deposit clearing → the player's wallet, posted inside the caller's
 * transaction with the turnover requirement it brings and, beyond a deposit limit, its review.
 */
import type { Kysely } from 'kysely';
import { apiMessages, type MicroUsdt } from 'shared-contracts';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { refuse } from '../../errors';
import { accountId, PLATFORM_ACCOUNTS, walletAccountId, postTransfer, movement } from '../ledger';
import { noteCreditedDeposit } from '../protection';
import { addTurnoverRequirementIn } from '../turnover';

/** The one idempotency key of a chain transfer's credit, whether the intake or an operator gives it. */
export const depositCreditKey = (txId: string, eventIndex: number) => `deposit:${txId}:${eventIndex}`;

/**
 * Credits `amount` to the player in `trx` (the one that records why), with its turnover
 * requirement; the transfer's id. Every chain deposit (an order's, one to the player's own address,
 * one an operator assigns) comes through here, so here it is weighed against the player's deposit
 * limits: beyond one it is still credited and opened for review (`tail`: the pool's addition to
 * the order, see noteCreditedDeposit). Run with the same chain transfer again, the key answers the
 * first transfer and nothing moves.
 */
export async function postDepositCredit(
  trx: Kysely<Database>,
  context: AppContext,
  now: Date,
  credit: {
    playerId: number;
    amount: MicroUsdt;
    txId: string;
    eventIndex: number;
    chainDepositId: number;
    tail?: MicroUsdt;
  },
): Promise<number> {
  const wallet = await walletAccountId(trx, credit.playerId);
  if (wallet === null) throw refuse(apiMessages.walletPlayerNotFound);
  const clearing = await accountId(trx, PLATFORM_ACCOUNTS.depositClearing, 'platform', null, now);
  const idempotencyKey = depositCreditKey(credit.txId, credit.eventIndex);
  const posted = await postTransfer(trx, now, {
    idempotencyKey,
    kind: 'deposit',
    reference: `chain-deposit:${credit.chainDepositId}`,
    postings: movement(clearing, wallet, credit.amount),
    platformAccountId: clearing,
  });
  // One requirement per chain deposit (a replayed credit adds none); named by its row, as the
  // transfer's reference is: `deposit:<tx id>:<index>` would not fit the 64 characters of a source.
  await addTurnoverRequirementIn(trx, now, {
    playerId: credit.playerId,
    amount: credit.amount,
    source: `chain-deposit:${credit.chainDepositId}`,
  });
  await noteCreditedDeposit(trx, context, {
    playerId: credit.playerId,
    amount: credit.amount,
    reference: idempotencyKey,
    source: 'chain',
    now,
    tail: credit.tail,
  });
  return posted.transferId;
}
