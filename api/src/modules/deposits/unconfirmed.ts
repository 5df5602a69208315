/**
 * Transfers the chain never confirmed: the watcher gives one up only after repeated absence from
 * two endpoints, and then it becomes a row in the operators' unmatched-deposits queue (reason
 * `unconfirmed`, with its tx id and amount), never only a log line. If the chain confirms it
 * later, the intake takes that row over and credits it as usual.
 */
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { insertChainDepositOnce, transferColumns } from './chain-store';
import type { FinalTransfer } from './final-transfer';

/** The reason of a given-up transfer: the event list named it; the solidity node never showed it. */
export const UNCONFIRMED = 'unconfirmed';

/** Whether (txId, eventIndex) is recorded and settled: a re-read asks the chain nothing more about it. */
export async function isTransferRecorded(context: AppContext, txId: string, eventIndex: number): Promise<boolean> {
  const row = await context.db
    .selectFrom('chain_deposits')
    .select(['status', 'reason'])
    .where('tx_id', '=', txId)
    .where('event_index', '=', eventIndex)
    .executeTakeFirst();
  // A given-up row is looked at again when the event is read again: the chain may confirm it now.
  return row !== undefined && !(row.status === 'unmatched' && row.reason === UNCONFIRMED);
}

/** Records a transfer the chain never confirmed as an operator's row; nothing when it is recorded already. */
export async function recordUnconfirmedTransfer(context: AppContext, transfer: FinalTransfer): Promise<void> {
  await insertChainDepositOnce(context.db, {
    tx_id: transfer.txId,
    event_index: transfer.eventIndex,
    ...transferColumns(transfer),
    status: 'unmatched',
    reason: UNCONFIRMED,
    created_at: context.now().toISOString(),
  });
}

/**
 * Takes over a given-up row now that the chain confirms its transfer, with the receipt's figures;
 * undefined when there is none (or an operator decided it meanwhile: assigned or refunded stay so).
 */
export async function reclaimUnconfirmed(trx: Kysely<Database>, transfer: FinalTransfer) {
  return trx
    .updateTable('chain_deposits')
    .set({ reason: null, ...transferColumns(transfer) })
    .where('tx_id', '=', transfer.txId)
    .where('event_index', '=', transfer.eventIndex)
    .where('status', '=', 'unmatched')
    .where('reason', '=', UNCONFIRMED)
    .returningAll()
    .executeTakeFirst();
}
