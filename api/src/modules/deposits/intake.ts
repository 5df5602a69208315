/**
 * The intake of final USDT transfers to our addresses, called by the chain watcher: each transfer
 * is recorded once (tx id + event index) and, in the same DB transaction, matched to an order and
 * credited, or left unmatched with a reason for an operator. Nothing that arrives is lost.
 */
import { microUsdt, type MicroUsdt } from 'shared-contracts';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import {
  selectAllPoolAddresses,
  selectDepositAddressOwner,
  selectPlayerDepositAddressesAfter,
} from './addresses-store';
import { insertChainDepositOnce, settleChainDeposit, transferColumns } from './chain-store';
import { postDepositCredit } from './credit';
import { creditPlayerDeposit } from './paid-deposit';
import {
  claimOrderPaid,
  hasOrderWaitingAt,
  selectMatchCandidates,
  selectOrdersByAmount,
  setOrderTransfer,
} from './store';
import { QUARANTINE_MS } from './tail';
import type { FinalTransfer } from './final-transfer';
import { reclaimUnconfirmed } from './unconfirmed';

export type IntakeOutcome = 'credited' | 'unmatched' | 'duplicate';

/** Why no order claimed a transfer. */
export type UnmatchedReason = 'too_large' | 'wrong_amount' | 'late' | 'order_closed' | 'ambiguous' | 'no_order';

/**
 * Our deposit addresses for the watcher: every pool address (few) and the players' own derived
 * after `afterIndex` (the watcher keeps the set and asks only for what is new).
 */
export async function ourDepositAddresses(context: AppContext, afterIndex: number) {
  return {
    pool: await selectAllPoolAddresses(context.db),
    players: await selectPlayerDepositAddressesAfter(context.db, afterIndex),
  };
}

/** Why a transfer of `amount` at `at` found no order on `address` that could take it. */
async function reasonUnmatched(db: Kysely<Database>, address: string, amount: MicroUsdt, at: string) {
  const atMs = Date.parse(at);
  const sameAmount = await selectOrdersByAmount(db, address, amount);
  const lateFor = (order: (typeof sameAmount)[number]) =>
    order.status !== 'replaced' &&
    Date.parse(order.expires_at) < atMs &&
    atMs - Date.parse(order.expires_at) <= QUARANTINE_MS;
  if (sameAmount.some((order) => order.created_at <= at && at <= order.expires_at)) return 'order_closed';
  if (sameAmount.some(lateFor)) return 'late';
  return (await hasOrderWaitingAt(db, address, at)) ? 'wrong_amount' : 'no_order';
}

function checkShape(transfer: FinalTransfer): void {
  const fine =
    /^[0-9A-Za-z]{1,80}$/.test(transfer.txId) &&
    Number.isSafeInteger(transfer.eventIndex) &&
    transfer.eventIndex >= 0 &&
    transfer.from.length <= 64 &&
    transfer.to.length <= 64 &&
    Number.isSafeInteger(transfer.blockNumber) &&
    Number.isSafeInteger(transfer.blockTimestamp);
  if (!fine)
    throw new TypeError(`not a final transfer: ${JSON.stringify({ ...transfer, amount: String(transfer.amount) })}`);
}

/**
 * Records a final USDT transfer to one of our addresses and credits it when it is an order's:
 * pool mode needs exactly one order on that address for exactly that amount whose window
 * contains the block time (open, or expired by the clock since: a late read still belongs to it);
 * a player's own address takes any amount. 'duplicate' when the transfer was recorded before,
 * also when two watchers bring it at once; a row given up as unconfirmed is taken over and settled.
 */
export async function receiveFinalTransfer(context: AppContext, transfer: FinalTransfer): Promise<IntakeOutcome> {
  checkShape(transfer);
  const columns = transferColumns(transfer);
  const amount = columns.amount;
  const at = new Date(transfer.blockTimestamp).toISOString();
  return inTransaction(context.db, async (trx) => {
    const now = context.now();
    const inserted = await insertChainDepositOnce(trx, {
      tx_id: transfer.txId,
      event_index: transfer.eventIndex,
      ...columns,
      status: 'unmatched',
      created_at: now.toISOString(),
    });
    const deposit = inserted ?? (await reclaimUnconfirmed(trx, transfer));
    if (!deposit) return 'duplicate';
    const unmatched = async (reason: UnmatchedReason) => {
      await settleChainDeposit(trx, deposit.id, { status: 'unmatched', reason });
      return 'unmatched' as const;
    };
    if (amount === null) return unmatched(transfer.amount > 0n ? 'too_large' : 'wrong_amount');
    const credit = { amount, txId: transfer.txId, eventIndex: transfer.eventIndex, chainDepositId: deposit.id };

    const owner = await selectDepositAddressOwner(trx, transfer.to);
    if (owner) {
      const paid = await creditPlayerDeposit(
        trx,
        context,
        { ...credit, playerId: owner.player_id, address: transfer.to },
        true,
      );
      await settleChainDeposit(trx, deposit.id, { status: 'credited', playerId: owner.player_id, ...paid });
      return 'credited';
    }
    const candidates = await selectMatchCandidates(trx, transfer.to, amount, at);
    if (candidates.length > 1) return unmatched('ambiguous');
    if (candidates.length === 0) return unmatched(await reasonUnmatched(trx, transfer.to, amount, at));
    const order = candidates[0]!;
    const paidAt = now.toISOString();
    const claimed = await claimOrderPaid(trx, order.id, {
      creditedAmount: amount,
      chainDepositId: deposit.id,
      at: paidAt,
    });
    // Another transfer paid it a moment ago (its transaction committed first).
    if (!claimed) return unmatched('order_closed');
    // An exact-amount order was weighed against the deposit limits without its tail.
    const tail = microUsdt(Math.max(0, order.actual_amount - order.amount));
    const transferId = await postDepositCredit(trx, context, now, { ...credit, playerId: order.player_id, tail });
    await setOrderTransfer(trx, order.id, transferId);
    await settleChainDeposit(trx, deposit.id, {
      status: 'credited',
      orderId: order.id,
      playerId: order.player_id,
      transferId,
    });
    return 'credited';
  });
}
