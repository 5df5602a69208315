/**
 * One pass over the open hot-wallet payouts: a solidified SUCCESS receipt with the right Transfer
 * pays the withdrawal; a failed receipt, or an expiration that a solidified block has passed with
 * no receipt, returns it to review; anything else is broadcast again, the very bytes stored.
 */
import type { AppContext } from '../../../context';
import { inTransaction } from '../../../db/transaction';
import { finalityOf, usdtTransferLogs } from '../../chain/classify';
import { TronApiError, type TransactionInfo, type TronClient } from '../../chain/trongrid-client';
import { completeWithdrawalIn, returnToReviewIn } from '../complete';
import { broadcastStoredPayout } from './payout';
import { endPayout, notePayoutError, selectOpenHotWalletPayouts, type OpenPayout } from './payouts-store';

/**
 * How far past its expiration the solidified block must be before a payout with no receipt counts
 * as dead: the solidity node may index a block's receipts a moment after it reports the block.
 */
export const EXPIRY_MARGIN_MS = 60_000;

export interface PayoutPassReport {
  confirmed: number;
  failed: number;
  expired: number;
  rebroadcast: number;
  waiting: number;
}

type Verdict =
  { ending: 'confirmed' } | { ending: 'failed' | 'expired'; error: string } | { ending: null; anomaly?: string };

/** What the chain says of one payout, given its receipt (null: none yet) and the solidified block. */
function verdictOf(
  payout: OpenPayout,
  info: TransactionInfo | null,
  solidified: { number: number; timestamp: number },
): Verdict {
  const finality = finalityOf(info, solidified.number);
  if (finality === 'failed') return { ending: 'failed', error: `receipt ${info?.receipt?.result ?? 'not SUCCESS'}` };
  if (finality === 'final') {
    const paid = usdtTransferLogs(info!).some(
      (log) => log.to === payout.address && log.amount === BigInt(payout.amount),
    );
    if (paid) return { ending: 'confirmed' };
    // Our own bytes ran and succeeded, yet the receipt shows another payment: the node or the row
    // is wrong. Money may have left, so the withdrawal never goes back to review by itself.
    return { ending: null, anomaly: 'receipt SUCCESS without the expected USDT Transfer: an operator must check it' };
  }
  if (info === null && solidified.timestamp > Date.parse(payout.expires_at) + EXPIRY_MARGIN_MS)
    return { ending: 'expired', error: `expired at ${payout.expires_at} with no receipt` };
  return { ending: null };
}

/** Ends `payout` and its withdrawal together: paid, or back in review with its hold intact. */
async function endWithWithdrawal(context: AppContext, payout: OpenPayout, verdict: Exclude<Verdict, { ending: null }>) {
  await inTransaction(context.db, async (trx) => {
    const now = context.now();
    const error = verdict.ending === 'confirmed' ? null : verdict.error;
    // Another pass ended it first: nothing more to do.
    if (!(await endPayout(trx, payout.id, { status: verdict.ending, error, at: now.toISOString() }))) return;
    const moved =
      verdict.ending === 'confirmed'
        ? await completeWithdrawalIn(trx, now, payout.withdrawal_id, ['paying'], { txId: payout.tx_id })
        : await returnToReviewIn(trx, payout.withdrawal_id);
    // Only this job moves a withdrawal out of paying, and only with its open payout: anything else is a bug.
    if (!moved) throw new Error(`withdrawal ${payout.withdrawal_id} was not paying while payout ${payout.id} was open`);
  });
}

/**
 * Settles what the chain has decided and re-broadcasts the rest. Network failures end the pass
 * (the next one starts over); a payout is never signed anew here.
 */
export async function settleHotWalletPayouts(context: AppContext, client: TronClient): Promise<PayoutPassReport> {
  const report: PayoutPassReport = { confirmed: 0, failed: 0, expired: 0, rebroadcast: 0, waiting: 0 };
  const payouts = await selectOpenHotWalletPayouts(context.db);
  if (payouts.length === 0) return report;
  const solidified = await client.solidifiedBlock();
  for (const payout of payouts) {
    try {
      const verdict = verdictOf(payout, await client.transactionInfo(payout.tx_id), solidified);
      if (verdict.ending !== null) {
        await endWithWithdrawal(context, payout, verdict);
        report[verdict.ending] += 1;
      } else if (verdict.anomaly) {
        await notePayoutError(context.db, payout.id, verdict.anomaly, context.now().toISOString());
        report.waiting += 1;
      } else if (await broadcastStoredPayout(context, client, payout)) report.rebroadcast += 1;
      else report.waiting += 1;
    } catch (error) {
      // The node failing ends the pass; anything else is this payout's own fault, noted on it for
      // an operator, and must not hold up every payout after it on every pass.
      if (error instanceof TronApiError) throw error;
      await notePayoutError(
        context.db,
        payout.id,
        String((error as Error).message).slice(0, 500),
        context.now().toISOString(),
      );
      report.waiting += 1;
    }
  }
  return report;
}
