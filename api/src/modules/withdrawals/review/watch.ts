/**
 * Watched manual payouts: an operator submitted a transaction the full node has in a block the solidity
 * node has not solidified yet, and the withdrawal waits in paying (待链上确认, n/19). Each pass of the
 * withdrawal-payouts job, and an operator's 立即核验, looks again: solidified and judged paid → paid;
 * solidified and failed (or not the payment) → 待核实 with the chain's answer; gone from both nodes,
 * proven as chain/absence.ts says → 待核实. Ending the payout row and moving the withdrawal happen in
 * one transaction behind conditional updates, so two looks at once complete it exactly once.
 */
import { apiMessages, type AdminWithdrawal } from 'shared-contracts';
import type { AppContext } from '../../../context';
import { inTransaction } from '../../../db/transaction';
import { refuse } from '../../../errors';
import { writeAudit } from '../../audit';
import { BudgetSpentError, TronApiError, type TronClient } from '../../chain';
import { countObservedAbsence } from '../hot-wallet/absence';
import { clearAbsences, endPayout } from '../hot-wallet/payouts-store';
import { readSighting, readSightingBlocks, sightingOf, type Sighting, type SightingBlocks } from './chain-sighting';
import { judgePayout } from './chain-verify';
import { awaitVerdictIn, completeWithdrawalIn } from './complete';
import { adminWithdrawalOf, requireWithdrawal } from './review';
import { noteSighting, selectWatchedPayouts, type WatchedPayout } from './watch-store';

/** What one look did: completed, sent to verify (failed or absent), counted an absence, or kept watching. */
export type WatchStep = 'completed' | 'failed' | 'unresolved' | 'absent' | 'watching';

export interface WatchPassReport extends Record<WatchStep, number> {
  /** Set when the request budget ended the pass early (the next pass carries on). */
  stoppedBy?: 'budget';
}

/** Ends `payout` and its withdrawal together: paid, or 待核实 with the failed receipt; false when another look ended it first. */
async function endWatched(
  context: AppContext,
  payout: WatchedPayout,
  ending: { paid: true } | { paid: false; reason: string; chainAnswer: string },
  operatorId: number | null,
): Promise<boolean> {
  return inTransaction(context.db, async (trx) => {
    const now = context.now();
    const at = now.toISOString();
    const row = ending.paid
      ? { status: 'confirmed' as const, error: null, at }
      : { status: 'failed' as const, error: ending.reason, at, chainAnswer: ending.chainAnswer };
    if (!(await endPayout(trx, payout.id, row))) return false;
    if (!ending.paid) {
      if (!(await awaitVerdictIn(trx, payout.withdrawal_id, { payoutId: payout.id, reason: ending.reason, at: now })))
        throw new Error(`withdrawal ${payout.withdrawal_id} was not paying while payout ${payout.id} was watched`);
      return true;
    }
    if (!(await completeWithdrawalIn(trx, now, payout.withdrawal_id, ['paying'], { txId: payout.tx_id })))
      throw new Error(`withdrawal ${payout.withdrawal_id} was not paying while payout ${payout.id} was watched`);
    // The system completes what an operator submitted (or the operator's 立即核验 does): audited in the same transaction.
    await writeAudit(trx, {
      operatorId,
      action: 'update',
      entity: 'withdrawal',
      entityId: payout.withdrawal_id,
      before: { state: 'paying', payout_id: payout.id, tx_id: payout.tx_id },
      after: { state: 'paid', payout_id: payout.id, tx_id: payout.tx_id, solidified: true },
      at: now,
    });
    return true;
  });
}

/** One look at one watched payout, given what the nodes said. */
async function settleWatched(
  context: AppContext,
  payout: WatchedPayout,
  sighting: Sighting,
  blocks: SightingBlocks,
  operatorId: number | null,
): Promise<WatchStep> {
  const at = context.now().toISOString();
  if (sighting.kind === 'solid') {
    const verdict = judgePayout(sighting.info, blocks.solidified.number, {
      address: payout.address,
      amount: BigInt(payout.amount),
      notBeforeMs: Date.parse(payout.created_at),
    });
    if (verdict.paid) return (await endWatched(context, payout, { paid: true }, operatorId)) ? 'completed' : 'watching';
    const chainAnswer = JSON.stringify({ transaction_info: sighting.info, solidified_block: blocks.solidified.number });
    const ending = { paid: false as const, reason: verdict.message, chainAnswer };
    return (await endWatched(context, payout, ending, operatorId)) ? 'failed' : 'watching';
  }
  // The nodes contradict each other: nothing is learnt, nothing counted.
  if (sighting.kind === 'lagging') return 'watching';
  if (sighting.kind === 'seen') {
    // Presence breaks a series of absences: a lagging node's `{}` before proves nothing.
    if (payout.absent_checks > 0) await clearAbsences(context.db, payout.id, at);
    await noteSighting(context.db, payout.id, { ...sighting, at });
    return 'watching';
  }
  const why = (count: number) => `absent from the full node and the solidity node ${count} times`;
  const counted = await countObservedAbsence(context, payout, why, {
    solidified_block: blocks.solidified.number,
    head_block: blocks.head.number,
    last_seen_block: payout.block_number,
    'walletsolidity/gettransactioninfobyid': {},
    'wallet/gettransactionbyid': {},
  });
  return counted === 'waiting' ? 'watching' : counted;
}

/**
 * The job's pass over every watched manual payout (priority requests: they are payouts). A TronApiError
 * ends the pass (nothing decided on it); a spent budget ends it early, never as a failure.
 */
export async function settleWatchedPayouts(context: AppContext, client: TronClient): Promise<WatchPassReport> {
  const report: WatchPassReport = { completed: 0, failed: 0, unresolved: 0, absent: 0, watching: 0 };
  const payouts = await selectWatchedPayouts(context.db);
  if (payouts.length === 0) return report;
  try {
    const blocks = await readSightingBlocks(client);
    for (const payout of payouts) {
      const sighting = sightingOf(await readSighting(client, payout.tx_id, blocks));
      report[await settleWatched(context, payout, sighting, blocks, null)] += 1;
    }
  } catch (error) {
    if (!(error instanceof BudgetSpentError)) throw error;
    report.stoppedBy = 'budget';
  }
  return report;
}

/**
 * POST /api/admin/withdrawals/:id/chain-check (立即核验): the same look as the job's, now, by an operator.
 * @throws refusals: not found, nothing watched (该提现没有等待链上确认的交易), 链上查询失败 (503, nothing changed)
 */
export async function recheckWatchedPayout(
  context: AppContext,
  client: TronClient,
  operatorId: number,
  id: number,
): Promise<AdminWithdrawal> {
  await requireWithdrawal(context.db, id);
  const [payout] = await selectWatchedPayouts(context.db, id);
  if (!payout) throw refuse(apiMessages.withdrawWatchNothing);
  let blocks: SightingBlocks;
  let sighting: Sighting;
  try {
    blocks = await readSightingBlocks(client);
    sighting = sightingOf(await readSighting(client, payout.tx_id, blocks));
  } catch (error) {
    if (error instanceof TronApiError || error instanceof BudgetSpentError)
      throw refuse(apiMessages.withdrawChainUnavailable, 503);
    throw error;
  }
  if (sighting.kind === 'lagging') throw refuse(apiMessages.withdrawChainUnavailable, 503);
  await settleWatched(context, payout, sighting, blocks, operatorId);
  return adminWithdrawalOf(context.db, id);
}
