/**
 * One pass over the open hot-wallet payouts: a solidified SUCCESS receipt with the right Transfer
 * pays the withdrawal; a failed receipt, or absence proven past the expiration (absence.ts), sends
 * it to verify (待核实) for an operator, never back to review by itself: one wrong answer from a
 * node must not let a second approval pay a payout that landed. Anything else is broadcast again,
 * the very bytes stored.
 */
import type { AppContext } from '../../../context';
import { inTransaction } from '../../../db/transaction';
import {
  finalityOf,
  usdtTransferLogs,
  TronApiError,
  type BlockRef,
  type TransactionInfo,
  type TronClient,
} from '../../chain';
import { awaitVerdictIn, completeWithdrawalIn } from '../review/complete';
import { observeAbsence } from './absence';
import { broadcastStoredPayout } from './payout';
import {
  clearAbsences,
  endPayout,
  notePayoutError,
  selectOpenHotWalletPayouts,
  type OpenPayout,
} from './payouts-store';

/**
 * How far past its expiration the solidified block must be before a payout with no receipt can be
 * observed absent: the solidity node may index a block's receipts a moment after it reports the block.
 */
export const EXPIRY_MARGIN_MS = 60_000;

export interface PayoutPassReport {
  confirmed: number;
  /** Failed receipts: their withdrawals wait in verify. */
  failed: number;
  /** Absence proven (absence.ts): their withdrawals wait in verify. */
  unresolved: number;
  /** Absence observations counted this pass, short of proof. */
  absent: number;
  rebroadcast: number;
  waiting: number;
}

type Reading =
  | { ending: 'confirmed' }
  | { ending: 'failed'; error: string; chainAnswer: string }
  | { ending: null; anomaly?: string; pastExpiry?: boolean };

/** What the chain says of one payout, given its receipt (null: the node answered `{}`) and the solidified block. */
function readingOf(payout: OpenPayout, info: TransactionInfo | null, solidified: BlockRef): Reading {
  const finality = finalityOf(info, solidified.number);
  if (finality === 'failed') {
    const chainAnswer = JSON.stringify({ transaction_info: info, solidified_block: solidified.number });
    return { ending: 'failed', error: `receipt ${info?.receipt?.result ?? 'not SUCCESS'}`, chainAnswer };
  }
  if (finality === 'final') {
    const paid = usdtTransferLogs(info!).some(
      (log) => log.to === payout.address && log.amount === BigInt(payout.amount),
    );
    if (paid) return { ending: 'confirmed' };
    // Our own bytes ran and succeeded, yet the receipt shows another payment: the node or the row
    // is wrong. Money may have left, so the withdrawal never goes back to review by itself.
    return { ending: null, anomaly: 'receipt SUCCESS without the expected USDT Transfer: an operator must check it' };
  }
  const pastExpiry = solidified.timestamp > Date.parse(payout.expires_at) + EXPIRY_MARGIN_MS;
  return { ending: null, pastExpiry: info === null && pastExpiry };
}

/** Ends `payout` and its withdrawal together: paid, or waiting in verify with its hold intact. */
async function endWithWithdrawal(context: AppContext, payout: OpenPayout, reading: Exclude<Reading, { ending: null }>) {
  await inTransaction(context.db, async (trx) => {
    const now = context.now();
    const at = now.toISOString();
    const ending =
      reading.ending === 'confirmed'
        ? { status: 'confirmed' as const, error: null, at }
        : { status: 'failed' as const, error: reading.error, at, chainAnswer: reading.chainAnswer };
    // Another pass ended it first: nothing more to do.
    if (!(await endPayout(trx, payout.id, ending))) return;
    const moved =
      reading.ending === 'confirmed'
        ? await completeWithdrawalIn(trx, now, payout.withdrawal_id, ['paying'], { txId: payout.tx_id })
        : await awaitVerdictIn(trx, payout.withdrawal_id, { payoutId: payout.id, reason: reading.error, at: now });
    // Only this job moves a withdrawal out of paying, and only with its open payout: anything else is a bug.
    if (!moved) throw new Error(`withdrawal ${payout.withdrawal_id} was not paying while payout ${payout.id} was open`);
  });
}

/** One payout's step of the pass; a TronApiError ends the pass (nothing counted for this payout). */
async function settleOne(
  context: AppContext,
  client: TronClient,
  payout: OpenPayout,
  solidified: BlockRef,
): Promise<keyof PayoutPassReport> {
  const info = await client.transactionInfo(payout.tx_id);
  const reading = readingOf(payout, info, solidified);
  if (reading.ending !== null) {
    await endWithWithdrawal(context, payout, reading);
    return reading.ending;
  }
  const at = context.now().toISOString();
  // A receipt (in a block not yet solidified) is presence: absences counted before prove nothing.
  if (info !== null && payout.absent_checks > 0) await clearAbsences(context.db, payout.id, at);
  if (reading.anomaly) {
    await notePayoutError(context.db, payout.id, reading.anomaly, at);
    return 'waiting';
  }
  // Past its expiration the bytes can no longer land: only the chain's absence is left to prove.
  if (reading.pastExpiry) return observeAbsence(context, client, payout, solidified);
  return (await broadcastStoredPayout(context, client, payout)) ? 'rebroadcast' : 'waiting';
}

/**
 * Settles what the chain has decided and re-broadcasts the rest. Network failures and error
 * answers end the pass (the next one starts over); a payout is never signed anew here.
 */
export async function settleHotWalletPayouts(context: AppContext, client: TronClient): Promise<PayoutPassReport> {
  const report: PayoutPassReport = { confirmed: 0, failed: 0, unresolved: 0, absent: 0, rebroadcast: 0, waiting: 0 };
  const payouts = await selectOpenHotWalletPayouts(context.db);
  if (payouts.length === 0) return report;
  // Read before the receipts: a receipt in a block above this one is not yet final, and an
  // expiration this block has passed was passed before any `{}` read after it.
  const solidified = await client.solidifiedBlock();
  for (const payout of payouts) {
    try {
      report[await settleOne(context, client, payout, solidified)] += 1;
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
