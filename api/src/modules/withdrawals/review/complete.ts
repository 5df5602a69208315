/**
 * The endings of a withdrawal, each inside the caller's transaction: paid (the hold captured:
 * the amount leaves the platform, the fee stays with it), rejected (the hold released to the
 * wallet), or an undecided payout's wait for an operator (verify) and its return to review once the
 * operator proved it never paid. Every ending first claims the row by its state,
 * so of two concurrent endings exactly one moves money and the other sees `false`.
 */
import type { Kysely } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';
import type { Database } from '../../../db/schema';
import type { WithdrawalsTable } from '../../../db/schema-withdrawals';
import { writeAudit } from '../../audit';
import { PLATFORM_ACCOUNTS, settleHoldIn } from '../../ledger';

type WithdrawalState = WithdrawalsTable['state'];

/**
 * Moves withdrawal `id` from one of `from` to `to` with `fields`; false when it was in none of
 * them (another ending won). The caller's transaction holds the row from here to its commit.
 */
export async function claimWithdrawalState(
  trx: Kysely<Database>,
  id: number,
  from: readonly WithdrawalState[],
  to: WithdrawalState,
  fields: Partial<
    Pick<WithdrawalsTable, 'reject_reason' | 'decided_by' | 'decided_at' | 'paid_tx_id' | 'completed_at'>
  > = {},
  /** Only when no other operator has claimed it to pay by hand (a rejection, a hot-wallet payout). */
  claimableBy?: number,
): Promise<boolean> {
  let update = trx
    .updateTable('withdrawals')
    .set({ state: to, ...fields })
    .where('id', '=', id)
    .where('state', 'in', [...from]);
  if (claimableBy !== undefined)
    update = update.where((eb) => eb.or([eb('claimed_by', 'is', null), eb('claimed_by', '=', claimableBy)]));
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Completes withdrawal `id` (from review, or from paying or verify for a hot-wallet payout): captures its
 * hold, the amount into withdrawals paid and the fee into withdrawal fees. False when it was not
 * in one of `from` (nothing moves).
 */
export async function completeWithdrawalIn(
  trx: Kysely<Database>,
  now: Date,
  id: number,
  from: readonly WithdrawalState[],
  paid: { txId: string | null; decidedBy?: number | null },
): Promise<boolean> {
  const at = now.toISOString();
  const decision = paid.decidedBy === undefined ? {} : { decided_by: paid.decidedBy, decided_at: at };
  if (!(await claimWithdrawalState(trx, id, from, 'paid', { paid_tx_id: paid.txId, completed_at: at, ...decision })))
    return false;
  const withdrawal = await trx
    .selectFrom('withdrawals')
    .select(['hold_id', 'amount', 'fee'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const split: Array<{ code: string; amount: MicroUsdt }> = [
    { code: PLATFORM_ACCOUNTS.withdrawalsPaid, amount: withdrawal.amount },
  ];
  if (withdrawal.fee > 0) split.push({ code: PLATFORM_ACCOUNTS.withdrawalFees, amount: withdrawal.fee });
  await settleHoldIn(trx, now, withdrawal.hold_id, { capture: split });
  return true;
}

/** Rejects withdrawal `id` (only from review, unless another operator claimed it): its hold goes back to the wallet. False otherwise. */
export async function rejectWithdrawalIn(
  trx: Kysely<Database>,
  now: Date,
  id: number,
  rejection: { reason: string; decidedBy: number },
): Promise<boolean> {
  const at = now.toISOString();
  const claimed = await claimWithdrawalState(
    trx,
    id,
    ['review'],
    'rejected',
    { reject_reason: rejection.reason, decided_by: rejection.decidedBy, decided_at: at, completed_at: at },
    rejection.decidedBy,
  );
  if (!claimed) return false;
  const { hold_id } = await trx
    .selectFrom('withdrawals')
    .select('hold_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  await settleHoldIn(trx, now, hold_id, { release: true });
  return true;
}

/**
 * A hot-wallet payout failed on chain or stayed absent past its expiry: the withdrawal waits in
 * verify (待核实), its hold untouched. Never straight back to review: a node's wrong answer there
 * would let a second approval pay a payout that landed.
 */
export async function awaitVerdictIn(
  trx: Kysely<Database>,
  id: number,
  why: { payoutId: number; reason: string; at: Date },
): Promise<boolean> {
  if (!(await claimWithdrawalState(trx, id, ['paying'], 'verify'))) return false;
  // The system decides this move: audited without an operator, beside the payout's evidence.
  await writeAudit(trx, {
    operatorId: null,
    action: 'update',
    entity: 'withdrawal',
    entityId: id,
    before: { state: 'paying' },
    after: { state: 'verify', payout_id: why.payoutId, reason: why.reason },
    at: why.at,
  });
  return true;
}

/** An operator's verdict, checked on chain, proved the payout never paid: verify → review, the hold untouched. */
export function returnVerifiedToReviewIn(trx: Kysely<Database>, id: number): Promise<boolean> {
  return claimWithdrawalState(trx, id, ['verify'], 'review');
}
