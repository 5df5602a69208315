/**
 * An operator's approval of a withdrawal: a chain transaction verified on the solidity node
 * (outside any DB transaction), a reference text for the non-TRC20 types, or the hot wallet. The
 * hold is captured in the one transaction that records the payout and its audit row. A chain
 * transaction seen but not yet solidified is recorded as watched (paying, 待链上确认): watch.ts ends it.
 */
import { apiMessages, WITHDRAW_ADDRESS_TYPES, type AdminWithdrawal, type WithdrawalApprove } from 'shared-contracts';
import type { AppContext } from '../../../context';
import { isUniqueViolation } from '../../../db/errors';
import { inTransaction } from '../../../db/transaction';
import { refuse } from '../../../errors';
import type { TronClient } from '../../chain';
import { checkManualPayout } from './chain-verify';
import { claimWithdrawalState, completeWithdrawalIn } from './complete';
import { requireNoUndecidedPayout } from './payout-guard';
import { isSiteAddress } from '../addresses/site-addresses';
import { startHotWalletPayout } from '../hot-wallet/payout';
import { adminWithdrawalOf, auditDecision, lostClaim, requireInReview, requireWithdrawal } from './review';
import { insertPayout, selectWithdrawalIdPaidBy } from './review-store';

/**
 * A manual payout: a verified chain transaction or a reference text, confirmed once recorded; or a
 * chain transaction seen in a block not yet solidified, watched (the withdrawal stays paying).
 */
type ManualPayout =
  | {
      method: 'chain_tx';
      txId: string;
      seen?: { blockNumber: number | null; confirmations: number; expiresAt: string | null };
    }
  | { method: 'reference'; reference: string };

/**
 * Records `payout` in one transaction: captures the hold (confirmed), or moves review → paying (seen,
 * watched by watch.ts); refused when another decision or payout came first.
 */
async function recordManualPayout(
  context: AppContext,
  operatorId: number,
  id: number,
  payout: ManualPayout,
): Promise<void> {
  const at = context.now();
  const txId = payout.method === 'chain_tx' ? payout.txId : null;
  const reference = payout.method === 'reference' ? payout.reference : null;
  const seen = payout.method === 'chain_tx' ? payout.seen : undefined;
  try {
    await inTransaction(context.db, async (trx) => {
      const before = await requireWithdrawal(trx, id);
      await requireNoUndecidedPayout(trx, id);
      // Again inside: a twin approval with the same transaction may have committed since the first check.
      if (txId !== null && (await selectWithdrawalIdPaidBy(trx, txId)) !== undefined)
        throw refuse(apiMessages.withdrawTxUsed);
      const decided = { decided_by: operatorId, decided_at: at.toISOString() };
      const claimed = seen
        ? await claimWithdrawalState(trx, id, ['review'], 'paying', decided)
        : await completeWithdrawalIn(trx, at, id, ['review'], { txId, decidedBy: operatorId });
      if (!claimed) throw await lostClaim(trx, id);
      const row = {
        withdrawal_id: id,
        method: payout.method,
        status: seen ? ('broadcast' as const) : ('confirmed' as const),
        tx_id: txId,
        reference,
        operator_id: operatorId,
        created_at: at.toISOString(),
        updated_at: at.toISOString(),
        ...(seen && { block_number: seen.blockNumber, confirmations: seen.confirmations, expires_at: seen.expiresAt }),
      };
      const payoutId = await insertPayout(trx, row);
      await auditDecision(trx, { operatorId, before, at, payout: { id: payoutId, ...row } });
    });
  } catch (error) {
    // A twin committed its payout of this transaction between our check and our insert (the
    // unique index refused ours on every retry): the transaction pays that withdrawal, not this one.
    if (txId !== null && isUniqueViolation(error)) throw refuse(apiMessages.withdrawTxUsed);
    throw error;
  }
}

/**
 * POST /api/admin/withdrawals/:id/approve. `chain` reads the solidity node for chain_tx.
 * @throws a refusal naming what is wrong (type, state, an undecided hot-wallet payout, the transaction on chain, a used transaction)
 */
export async function approveWithdrawal(
  context: AppContext,
  chain: TronClient,
  operatorId: number,
  input: WithdrawalApprove,
): Promise<AdminWithdrawal> {
  const withdrawal = await requireWithdrawal(context.db, input.id);
  // Bound before the address joined the pool (or became the hot wallet): paying it would come back
  // as a deposit, or not leave at all. The operator rejects it instead.
  if (withdrawal.address_type === WITHDRAW_ADDRESS_TYPES.trc20 && input.method !== 'reference')
    if (await isSiteAddress(context, context.db, withdrawal.address)) throw refuse(apiMessages.withdrawAddressIsSite);
  if (input.method === 'hot_wallet') {
    await startHotWalletPayout(context, operatorId, input.id);
    return adminWithdrawalOf(context.db, input.id);
  }
  const isTrc20 = withdrawal.address_type === WITHDRAW_ADDRESS_TYPES.trc20;
  if (input.method === 'chain_tx') {
    if (!isTrc20) throw refuse(apiMessages.withdrawChainTxTypeOnly);
    requireInReview(withdrawal);
    // Before the chain is asked: a hot-wallet payout that may have landed is verified first.
    await requireNoUndecidedPayout(context.db, input.id);
    // Before the chain is asked: a transaction that paid another withdrawal never pays this one.
    if ((await selectWithdrawalIdPaidBy(context.db, input.tx_id)) !== undefined)
      throw refuse(apiMessages.withdrawTxUsed);
    const check = await checkManualPayout(chain, input.tx_id, {
      address: withdrawal.address,
      amount: BigInt(withdrawal.amount),
      notBeforeMs: Date.parse(withdrawal.created_at),
    });
    const seen = check.kind === 'seen' ? check : undefined;
    await recordManualPayout(context, operatorId, input.id, { method: 'chain_tx', txId: input.tx_id, seen });
  } else {
    if (isTrc20) throw refuse(apiMessages.withdrawReferenceTypeOnly);
    requireInReview(withdrawal);
    await recordManualPayout(context, operatorId, input.id, { method: 'reference', reference: input.reference });
  }
  return adminWithdrawalOf(context.db, input.id);
}
