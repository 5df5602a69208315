/**
 * Pay channels for players (spec §2 /recharge): the channel list, USDT-TRC20 first when it can
 * receive, and orders on an operator's gateway channel, answered with the page to pay on.
 */
import { randomBytes } from 'node:crypto';
import { apiMessages, formatUsdt, parseUsdt, type MicroUsdt, type PayChannel } from 'shared-contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import { checkDepositOrder } from '../protection';
import { payAdapterFor } from './adapters';
import { currencyAmountOf } from './decimal';
import { insertChannelOrder } from './orders-store';
import { selectChannelById, selectEnabledChannels, type PayChannelRow } from './store';
import { usdtTrc20Channel, type UsdtConfiguredCheck } from './usdt-channel';

/** A channel order waits this long for its payment. */
export const CHANNEL_ORDER_TTL_MS = 30 * 60_000;

function asPayChannel(row: PayChannelRow): PayChannel {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    rate: row.rate,
    currency: row.currency,
    min_amount: formatUsdt(row.min_amount),
    max_amount: formatUsdt(row.max_amount),
  };
}

/** POST /api/pay/channel: USDT-TRC20 first when configured, then the enabled gateway channels by sort. */
export async function listPayChannels(context: AppContext, usdtConfigured: UsdtConfiguredCheck): Promise<PayChannel[]> {
  const rows = await selectEnabledChannels(context.db);
  const gateways = rows.filter((row) => payAdapterFor(row.kind) !== undefined).map(asPayChannel);
  return (await usdtConfigured(context)) ? [usdtTrc20Channel(context.config), ...gateways] : gateways;
}

/** Our order id: 'C' and 18 random hex digits, unguessable so no one can post another's order number. */
const newOrderNo = () => `C${randomBytes(9).toString('hex').toUpperCase()}`;

/**
 * POST /api/plat/iPay/rechargeOrder: an order on an enabled gateway channel within its limits
 * and the player's deposit limits (checkDepositOrder); the channel's rate is fixed into the
 * order's currency amount now.
 */
export async function createChannelOrder(
  context: AppContext,
  playerId: number,
  input: { channel_id: number; amount: string },
) {
  const amount = parseUsdt(input.amount) as MicroUsdt;
  const channel = await selectChannelById(context.db, input.channel_id);
  const adapter = channel && channel.enabled === 1 ? payAdapterFor(channel.kind) : undefined;
  if (!channel || !adapter) throw refuse(apiMessages.channelNotOpen);
  if (amount < channel.min_amount) throw refuse(apiMessages.channelBelowMinimum);
  if (amount > channel.max_amount) throw refuse(apiMessages.rechargeAboveMaximum);
  const now = context.now();
  await checkDepositOrder(context, playerId, amount, now);
  const order = { orderNo: newOrderNo(), currencyAmount: currencyAmountOf(amount, channel.rate) };
  const { payUrl } = adapter.createOrder(context, channel, order);
  const expiresAt = new Date(now.getTime() + CHANNEL_ORDER_TTL_MS).toISOString();
  await insertChannelOrder(context.db, {
    order_no: order.orderNo,
    player_id: playerId,
    channel_id: channel.id,
    amount,
    currency_amount: order.currencyAmount,
    status: 'pending',
    channel_order_no: null,
    transfer_id: null,
    created_at: now.toISOString(),
    expires_at: expiresAt,
    paid_at: null,
  });
  return { order_id: order.orderNo, pay_url: payUrl, amount: formatUsdt(amount), expires_at: expiresAt };
}
