/** The pay channels as /recharge lists them: USDT-TRC20 first, the others in the server's order. */
import { USDT_TRC20_CHANNEL, type PayChannel } from 'shared-contracts';

/**
 * USDT-TRC20 first whatever order the server sent (spec: always first when configured); the
 * rest keep their order. The server does the same; this keeps the screen right either way.
 */
export function orderChannels(channels: readonly PayChannel[]): PayChannel[] {
  const usdt = channels.filter((channel) => channel.code === USDT_TRC20_CHANNEL);
  return [...usdt, ...channels.filter((channel) => channel.code !== USDT_TRC20_CHANNEL)];
}

export const isUsdtChannel = (channel: Pick<PayChannel, 'code'>) => channel.code === USDT_TRC20_CHANNEL;

/**
 * A limit for display: whole amounts without the six zeros the wire carries.
 * @example shortAmount('20.000000') // '20'; shortAmount('20.500000') // '20.5'
 */
export function shortAmount(usdt: string): string {
  return usdt.includes('.') ? usdt.replace(/\.?0+$/, '') : usdt;
}
