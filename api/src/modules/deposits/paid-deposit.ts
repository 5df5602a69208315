/**
 * A chain deposit that is a player's without an order's exact amount — any payment to their own
 * address (xpub mode), or one an operator assigned — credited and kept as a paid order, so it
 * shows in the player's records (and turns their open popup to success, on their own address).
 */
import type { Kysely } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { postDepositCredit } from './credit';
import { newOrderNo } from './order-number';
import { claimOrderPaid, insertOrder, selectOpenOrder, setOrderTransfer } from './store';

const MINUTE = 60_000;

export interface PlayerDeposit {
  playerId: number;
  address: string;
  amount: MicroUsdt;
  txId: string;
  eventIndex: number;
  chainDepositId: number;
}

/**
 * In `trx`: pays the player's open order on that address when `claimOpenOrder` and there is one,
 * else records a new paid order; posts the credit. The order's and the transfer's ids.
 */
export async function creditPlayerDeposit(
  trx: Kysely<Database>,
  context: AppContext,
  deposit: PlayerDeposit,
  claimOpenOrder: boolean,
): Promise<{ orderId: number; transferId: number }> {
  const now = context.now();
  const at = now.toISOString();
  const paid = { creditedAmount: deposit.amount, chainDepositId: deposit.chainDepositId, at };
  const open = claimOpenOrder ? await selectOpenOrder(trx, deposit.playerId) : undefined;
  const claimed = open?.address === deposit.address ? await claimOrderPaid(trx, open.id, paid) : undefined;
  const order =
    claimed ??
    (await insertOrder(trx, {
      order_no: newOrderNo(now),
      player_id: deposit.playerId,
      address: deposit.address,
      amount: deposit.amount,
      actual_amount: deposit.amount,
      exact_amount: 0,
      status: 'paid',
      credited_amount: deposit.amount,
      chain_deposit_id: deposit.chainDepositId,
      created_at: at,
      expires_at: new Date(now.getTime() + context.config.rechargeOrderMinutes * MINUTE).toISOString(),
      paid_at: at,
      closed_at: at,
    }));
  const transferId = await postDepositCredit(trx, context, now, deposit);
  await setOrderTransfer(trx, order.id, transferId);
  return { orderId: order.id, transferId };
}
