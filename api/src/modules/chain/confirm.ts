/**
 * Confirms the transfers the event scan noted, by the solidity node: a SUCCESS receipt whose log
 * moves the USDT credits it; a failed one drops it (no USDT moved). `{}` is not an answer until it
 * is repeated (absence.ts): a transfer is given up only after ABSENCE_CHECKS answers of `{}` from
 * both the receipt and the transaction endpoints, spaced in time, and then it goes to the
 * operators' unmatched queue. An Error body throws (tron-http) and counts nothing.
 */
import type { AppContext } from '../../context';
import type { FinalTransfer, IntakeOutcome } from '../deposits';
import { ABSENCE_CHECKS, absenceCounts } from './absence';
import { confirmSeen, type SeenTransfer } from './classify';
import { deletePending, notePendingCheck, selectPendingToCheck, type PendingTransfer } from './store';
import type { TronClient } from './trongrid-client';

/** Pending transfers checked a pass at most (the oldest-checked first); the budget and the pass's time bound it too. */
export const CHECKS_PER_PASS = 2_000;
/** Checks under way at once: TronGrid answers in 100–300 ms, so one at a time would use a fraction of the budget. */
export const CHECK_CONCURRENCY = 4;
/** /walletsolidity answers only of solidified blocks: its receipt needs no comparison with a block read earlier. */
const SOLIDITY_NODE = Number.MAX_SAFE_INTEGER;

export interface ConfirmTarget {
  client: TronClient;
  receiveFinalTransfer(transfer: FinalTransfer): Promise<IntakeOutcome>;
  /** The operators' row of a transfer the chain never confirmed. */
  giveUp(transfer: FinalTransfer): Promise<void>;
  log(message: string): void;
}

export interface ConfirmCounts {
  checked: number;
  outcomes: Record<IntakeOutcome, number>;
  dropped: number;
  givenUp: number;
  waiting: number;
}

const seenOf = (row: PendingTransfer): SeenTransfer => ({
  txId: row.tx_id,
  eventIndex: row.event_index,
  from: row.from_address,
  to: row.to_address,
  amount: BigInt(row.raw_amount),
  blockNumber: row.block_number,
  blockTimestamp: row.block_timestamp,
});

export async function confirmPending(
  context: AppContext,
  target: ConfirmTarget,
  shouldStop: () => boolean,
): Promise<ConfirmCounts> {
  const counts: ConfirmCounts = {
    checked: 0,
    outcomes: { credited: 0, unmatched: 0, duplicate: 0 },
    dropped: 0,
    givenUp: 0,
    waiting: 0,
  };
  const rows = await selectPendingToCheck(context.db, CHECKS_PER_PASS);
  let next = 0;
  // Each worker takes the next row; the first error stops them all (the rest wait for the next pass).
  let failure: unknown = null;
  const worker = async () => {
    while (next < rows.length && failure === null && !shouldStop()) {
      const row = rows[next++]!;
      try {
        await confirmOne(context, target, row, counts);
        counts.checked += 1;
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CHECK_CONCURRENCY, rows.length) }, worker));
  if (failure !== null) throw failure;
  return counts;
}

async function confirmOne(context: AppContext, target: ConfirmTarget, row: PendingTransfer, counts: ConfirmCounts) {
  const key = { txId: row.tx_id, eventIndex: row.event_index };
  const seen = seenOf(row);
  const at = context.now().toISOString();
  const verdict = confirmSeen(seen, await target.client.transactionInfo(row.tx_id), SOLIDITY_NODE);
  if (verdict.kind === 'final') {
    counts.outcomes[await target.receiveFinalTransfer(verdict.transfer)] += 1;
    await deletePending(context.db, key);
    return;
  }
  if (verdict.kind === 'failed') {
    // The chain's own answer that no USDT moved: nothing to credit, nothing an operator can do.
    target.log(`chain watcher: ${row.tx_id} to ${row.to_address} not counted: ${verdict.answer}`);
    await deletePending(context.db, key);
    counts.dropped += 1;
    return;
  }
  if (verdict.kind === 'contradicted') {
    // The event list and the chain disagree about money: an operator looks, with the tx id.
    target.log(`chain watcher: ${row.tx_id} to ${row.to_address} given up: ${verdict.answer}`);
    await target.giveUp(seen);
    await deletePending(context.db, key);
    counts.givenUp += 1;
    return;
  }
  // No receipt: only the transaction endpoint's `{}` as well makes it an absence; if it knows the
  // transaction, the receipt index is lagging, and the absences counted so far are void.
  const transaction = await target.client.solidTransaction(row.tx_id);
  const absent = transaction === null && absenceCounts(row.last_absent_at, context.now());
  const answer =
    transaction === null ? 'both endpoints {}' : `receipt {}, transaction ${transaction.contractRet ?? 'known'}`;
  await notePendingCheck(context.db, key, { at, answer, absent, present: transaction !== null });
  if (absent && row.absent_checks + 1 >= ABSENCE_CHECKS) {
    target.log(
      `chain watcher: ${row.tx_id} to ${row.to_address} given up: ${ABSENCE_CHECKS} absences from both endpoints`,
    );
    await target.giveUp(seen);
    await deletePending(context.db, key);
    counts.givenUp += 1;
    return;
  }
  counts.waiting += 1;
}
