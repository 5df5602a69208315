/** The recharge calls of the contract (shared-contracts api/deposits.ts), through the shell's HTTP client. */
import { apiPaths, type ChannelOrder, type HostApi, type PayChannel, type RechargeOrder } from 'shared-contracts';

/** Failures reject; the shell has toasted them already. */
export const rechargeCalls = (host: HostApi) => ({
  channels: () => host.request<PayChannel[]>(apiPaths.wallet.payChannels, { method: 'POST' }),
  /** The player's open order (to resume it), or null. */
  current: () => host.request<RechargeOrder | null>(apiPaths.wallet.rechargeCurrent, { method: 'POST' }),
  /** A new USDT-TRC20 order; the server replaces the player's open one. `amount` is decimal USDT text. */
  create: (amount: string) =>
    host.request<RechargeOrder>(apiPaths.wallet.recharge, { method: 'POST', body: { amount } }),
  order: (orderId: string, signal?: AbortSignal) =>
    host.request<RechargeOrder>(apiPaths.wallet.rechargeOrderStatus, {
      method: 'POST',
      body: { order_id: orderId },
      signal,
    }),
  channelOrder: (channelId: number, amount: string) =>
    host.request<ChannelOrder>(apiPaths.wallet.rechargeOrder, {
      method: 'POST',
      body: { channel_id: channelId, amount },
    }),
});
