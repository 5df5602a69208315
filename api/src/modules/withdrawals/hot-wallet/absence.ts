/**
 * Proof that a hot-wallet payout never reached the chain: java-tron answers `{}` for a transaction
 * a lagging node will know a moment later, so one `{}` proves nothing. An observation counts only
 * when, past the expiration, both solidity endpoints (receipt and transaction) answer `{}` in the
 * same pass, at least ABSENCE_SPACING_MS after the last one counted; ABSENCE_CHECKS of them make
 * the payout unresolved and its withdrawal wait in verify (待核实) for an operator's verdict.
 */
import type { AppContext } from '../../../context';
import { inTransaction } from '../../../db/transaction';
import { ABSENCE_CHECKS, ABSENCE_SPACING_MS, absenceCounts } from '../../chain';
import type { BlockRef, TronClient } from '../../chain';
import { awaitVerdictIn } from '../review/complete';
import { clearAbsences, countAbsence, endPayout, notePayoutError, type OpenPayout } from './payouts-store';

/**
 * Asks the second endpoint of a payout whose receipt read `{}` past its expiration, and counts the
 * observation when both said `{}` and the last one is far enough back; at the third, the payout
 * ends unresolved and its withdrawal moves paying → verify, in one transaction.
 * A TronApiError (error body, rate limit, network) propagates: nothing is counted.
 */
export async function observeAbsence(
  context: AppContext,
  client: TronClient,
  payout: OpenPayout,
  solidified: BlockRef,
): Promise<'absent' | 'unresolved' | 'waiting'> {
  const transaction = await client.solidTransaction(payout.tx_id);
  const now = context.now();
  const at = now.toISOString();
  if (transaction !== null) {
    // The node has the transaction but not yet its receipt: it lags. Presence breaks the series.
    await clearAbsences(context.db, payout.id, at);
    await notePayoutError(context.db, payout.id, 'solidity node shows the transaction without its receipt', at);
    return 'waiting';
  }
  const why = (count: number) =>
    `absent from both solidity endpoints ${count} times past its expiration ${payout.expires_at}`;
  return countObservedAbsence(context, payout, why, {
    solidified_block: solidified.number,
    solidified_at: new Date(solidified.timestamp).toISOString(),
    expires_at: payout.expires_at,
    gettransactioninfobyid: {},
    gettransactionbyid: {},
  });
}

/**
 * Counts one observation of a payout's absence (both witnesses said `{}`: `answer`, kept) when
 * the last counted one is far enough back; at the third, the payout ends unresolved and its withdrawal
 * moves paying → verify, in one transaction. Shared by hot-wallet payouts and watched manual ones.
 */
export async function countObservedAbsence(
  context: AppContext,
  payout: Pick<OpenPayout, 'id' | 'withdrawal_id' | 'absent_checks' | 'last_absent_at'>,
  why: (count: number) => string,
  answer: Record<string, unknown>,
): Promise<'absent' | 'unresolved' | 'waiting'> {
  const now = context.now();
  const at = now.toISOString();
  if (!absenceCounts(payout.last_absent_at, now)) return 'waiting';
  // The same spacing, once more inside the update: of two passes at once, one counts.
  const notAfter = new Date(now.getTime() - ABSENCE_SPACING_MS).toISOString();
  const chainAnswer = JSON.stringify({ at, ...answer });
  return inTransaction(context.db, async (trx) => {
    const count = await countAbsence(trx, payout.id, { seen: payout.absent_checks, notAfter, at, chainAnswer });
    // Another pass counted (or ended it) since this one read the row: its observation stands alone.
    if (count === null) return 'waiting';
    if (count < ABSENCE_CHECKS) return 'absent';
    const error = why(count);
    if (!(await endPayout(trx, payout.id, { status: 'unresolved', error, at }))) return 'waiting';
    if (!(await awaitVerdictIn(trx, payout.withdrawal_id, { payoutId: payout.id, reason: error, at: now })))
      throw new Error(`withdrawal ${payout.withdrawal_id} was not paying while payout ${payout.id} was open`);
    return 'unresolved';
  });
}
