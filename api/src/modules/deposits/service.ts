/**
 * Recharge orders (spec §2 /recharge, §3 recharge info): a player opens one (replacing their open
 * one), resumes it, polls it; open orders past their window expire. Pool mode gives each order a
 * unique payment amount on the least-loaded receiving address (tail.ts); own-address mode
 * (TRON_XPUB) gives the player's own address and any amount is theirs.
 */
import { apiMessages, formatUsdt, type MicroUsdt, type RechargeOrder } from 'shared-contracts';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { hasActiveReceivingAddress } from './addresses-store';
import { inTransaction } from '../../db/transaction';
import { refuse } from '../../errors';
import { checkDepositOrder } from '../protection';
import { recordTrace } from '../risk';
import { depositAccountKey, playerDepositAddress } from './deposit-address';
import { newOrderNo } from './order-number';
import {
  countOrdersSince,
  expireOpenOrders,
  insertOrder,
  replaceOpenOrder,
  selectHeldAmounts,
  selectOpenOrder,
  selectPlayerOrder,
  selectPoolByLoad,
  type OrderRow,
} from './store';
import { freeActualAmounts, QUARANTINE_MS, randomSlot, tailRange, type SlotPicker } from './tail';

const MINUTE = 60_000;
/**
 * Orders a player may open in an hour. Each one, even replaced at once, keeps its payment amount
 * out of use on its address for its window and a day (tail.ts), so without a cap one player could
 * use up every slot of the pool and stop everyone's recharges.
 */
export const ORDERS_PER_PLAYER_HOUR = 10;

/** The order as the popup shows it; an open order past its window reads as expired before the job closes it. */
export function shownOrder(row: OrderRow, now: Date): RechargeOrder {
  const lapsed = row.status === 'open' && Date.parse(row.expires_at) < now.getTime();
  const minutes = Math.round((Date.parse(row.expires_at) - Date.parse(row.created_at)) / MINUTE);
  return {
    order_id: row.order_no,
    address: row.address,
    amount: formatUsdt(row.amount),
    actual_amount: formatUsdt(row.actual_amount),
    change_over_time: Math.max(1, minutes),
    qrcode: row.address,
    created_at: row.created_at,
    expires_at: row.expires_at,
    status: lapsed ? 'expired' : row.status,
    exact_amount_required: row.exact_amount === 1,
    credited_amount: row.credited_amount === null ? null : formatUsdt(row.credited_amount),
    tx_id: row.tx_id ?? null,
  };
}

type NewOrder = Omit<Parameters<typeof insertOrder>[1], 'address' | 'actual_amount' | 'exact_amount'>;

/** The order on the player's own address (any amount), or on a pool address with a free payment amount. */
async function placeOrder(trx: Kysely<Database>, order: NewOrder & { address: string | null }, pickSlot: SlotPicker) {
  const { address: ownAddress, ...window } = order;
  if (ownAddress)
    return insertOrder(trx, { ...window, address: ownAddress, actual_amount: order.amount, exact_amount: 0 });
  const quarantineSince = new Date(new Date(order.created_at).getTime() - QUARANTINE_MS).toISOString();
  for (const { address } of await selectPoolByLoad(trx)) {
    const held = await selectHeldAmounts(trx, address, tailRange(order.amount), quarantineSince);
    const free = freeActualAmounts(order.amount, held);
    if (free.length === 0) continue;
    return insertOrder(trx, { ...window, address, actual_amount: pickSlot(free), exact_amount: 1 });
  }
  throw refuse(apiMessages.rechargeUnavailable);
}

/**
 * Opens a recharge order for `amount` (already checked against the minimum by the contract),
 * replacing the player's open one. Refused with rechargeUnavailable when no address has a free
 * payment amount, and when it would pass a deposit limit or a deposit awaits review
 * (checkDepositOrder); then the open order stays as it was.
 */
export async function createRechargeOrder(
  context: AppContext,
  playerId: number,
  amount: MicroUsdt,
  pickSlot: SlotPicker = randomSlot,
): Promise<RechargeOrder> {
  if (amount > context.config.rechargeMaxAmount) throw refuse(apiMessages.rechargeAboveMaximum);
  const hourAgo = new Date(context.now().getTime() - 60 * MINUTE).toISOString();
  if ((await countOrdersSince(context.db, playerId, hourAgo)) >= ORDERS_PER_PLAYER_HOUR)
    throw refuse(apiMessages.tooManyRequests);
  const now = context.now();
  // Before the player's own address is derived (a write): a refused order leaves nothing behind.
  await checkDepositOrder(context, playerId, amount, now);
  const account = depositAccountKey(context.config);
  const ownAddress = account ? await playerDepositAddress(context, account, playerId) : null;
  const at = now.toISOString();
  const windowTimes = {
    player_id: playerId,
    amount,
    status: 'open' as const,
    created_at: at,
    expires_at: new Date(now.getTime() + context.config.rechargeOrderMinutes * MINUTE).toISOString(),
  };
  // A unique index refuses a clash (an amount another order took meanwhile, a twin request of the
  // player): the whole transaction runs again with a fresh choice.
  const order = await inTransaction(context.db, async (trx) => {
    // Drawn in here: a clash of order numbers is retried with a fresh one too.
    const window = { ...windowTimes, order_no: newOrderNo(now) };
    await replaceOpenOrder(trx, playerId, at);
    const placed = await placeOrder(trx, { ...window, address: ownAddress }, pickSlot);
    await recordTrace(trx, { playerId, event: 'deposit_order', ref: placed.order_no, at: now });
    return placed;
  });
  return shownOrder({ ...order, tx_id: null }, now);
}

/** The player's open order still inside its window (to resume the popup), or null. */
export async function currentRechargeOrder(context: AppContext, playerId: number): Promise<RechargeOrder | null> {
  const row = await selectOpenOrder(context.db, playerId);
  if (!row) return null;
  const shown = shownOrder(row, context.now());
  return shown.status === 'open' ? shown : null;
}

/** One of the player's own orders; any other order number is not found, whoever's it is. */
export async function rechargeOrderOf(context: AppContext, playerId: number, orderNo: string): Promise<RechargeOrder> {
  const row = await selectPlayerOrder(context.db, playerId, orderNo);
  if (!row) throw refuse(apiMessages.rechargeOrderUnknown);
  return shownOrder(row, context.now());
}

/** The expiry job: open orders past their window become expired (their amount stays quarantined). */
export async function expireDepositOrders(context: AppContext): Promise<{ expired: number }> {
  return { expired: await expireOpenOrders(context.db, context.now().toISOString()) };
}

/** Whether USDT-TRC20 recharges can be taken: per-player addresses (TRON_XPUB) or an active pool address. */
export async function usdtDepositsConfigured(context: AppContext): Promise<boolean> {
  return context.config.tronXpub !== undefined || (await hasActiveReceivingAddress(context.db));
}
