/**
 * POST /api/admin/withdrawals/:id/payout-verdict: an operator records what became of a hot-wallet
 * payout the job could not settle (待核实, or a legacy expiry in review). The server reads the chain
 * itself and records only a verdict the chain agrees with, with what it read: failed or not on
 * chain → the payout ends and the withdrawal goes back to review (payable again); paid → it completes.
 */
import { apiMessages, type AdminWithdrawal, type WithdrawalVerdict } from 'shared-contracts';
import type { AppContext } from '../../../context';
import { inTransaction } from '../../../db/transaction';
import { refuse } from '../../../errors';
import { TronApiError, type TronClient } from '../../chain';
import { completeWithdrawalIn, returnVerifiedToReviewIn } from '../review/complete';
import { adminWithdrawalOf, auditDecision, requireWithdrawal } from '../review/review';
import { judgeVerdict, verdictAnswer, type ChainReading } from './verdict-rules';
import { hasPayoutAwaitingVerdict, recordVerdict, selectPayoutAwaitingVerdict } from './verdict-store';

/** Reads the solidified block first (an expiry it passed was passed before the `{}` read after it), then the payout. */
async function readChain(
  client: TronClient,
  verdict: WithdrawalVerdict['verdict'],
  txId: string,
): Promise<ChainReading> {
  try {
    const solidified = await client.solidifiedBlock();
    const info = await client.transactionInfo(txId);
    // The second witness of absence, asked only when absence is the claim.
    if (verdict !== 'not_on_chain' || info !== null) return { solidified, info };
    return { solidified, info, transaction: await client.solidTransaction(txId) };
  } catch (error) {
    // An error answer (rate limit, `{"Error"}`) is no answer: nothing is decided, the operator tries again.
    if (error instanceof TronApiError) throw refuse(apiMessages.withdrawChainUnavailable, 503);
    throw error;
  }
}

/**
 * Records `input.verdict` on the withdrawal's oldest payout awaiting one, if the chain agrees.
 * @throws refusals: being paid, decided, nothing to verify, the chain disagrees (its message),
 *   链上查询失败 (503, nothing changed), another operator's verdict came first
 */
export async function recordPayoutVerdict(
  context: AppContext,
  client: TronClient,
  operatorId: number,
  input: WithdrawalVerdict,
): Promise<AdminWithdrawal> {
  const withdrawal = await requireWithdrawal(context.db, input.id);
  if (withdrawal.state === 'paying') throw refuse(apiMessages.withdrawPaying);
  if (withdrawal.state !== 'verify' && withdrawal.state !== 'review') throw refuse(apiMessages.withdrawDecided);
  const payout = await selectPayoutAwaitingVerdict(context.db, input.id);
  if (!payout?.tx_id) throw refuse(apiMessages.withdrawVerdictNothing);
  // Asked before the transaction: no database transaction waits on the network.
  const reading = await readChain(client, input.verdict, payout.tx_id);
  const judged = judgeVerdict(input.verdict, reading, payout);
  if (!judged.agrees) throw refuse(judged.message);

  const now = context.now();
  const answer = verdictAnswer(input.verdict, reading, now);
  await inTransaction(context.db, async (trx) => {
    const before = await requireWithdrawal(trx, input.id);
    const at = now.toISOString();
    const recorded = { status: judged.status, verdict: input.verdict, operatorId, at, answer };
    // The conditional update decides: of two verdicts at once, one records, the other is refused.
    if (!(await recordVerdict(trx, payout.id, recorded))) throw refuse(apiMessages.withdrawVerdictTaken);
    if (judged.status === 'confirmed') {
      if (!(await completeWithdrawalIn(trx, now, input.id, ['verify', 'review'], { txId: payout.tx_id })))
        throw refuse(apiMessages.withdrawDecided);
    } else if (before.state === 'verify' && !(await hasPayoutAwaitingVerdict(trx, input.id))) {
      if (!(await returnVerifiedToReviewIn(trx, input.id))) throw refuse(apiMessages.withdrawVerdictTaken);
    }
    await auditDecision(trx, {
      operatorId,
      before,
      at: now,
      payout: { id: payout.id, tx_id: payout.tx_id, verdict: input.verdict, status: judged.status, answer },
    });
  });
  return adminWithdrawalOf(context.db, input.id);
}
