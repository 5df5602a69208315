/** The built-in USDT-TRC20 channel: listed first whenever USDT deposits can be received. */
import { formatUsdt, microUsdt, MIN_RECHARGE, USDT_TRC20_CHANNEL, type PayChannel } from 'shared-contracts';
import type { AppConfig } from '../../config';
import type { AppContext } from '../../context';

/** Whether USDT-TRC20 deposits can be received: decided by the deposits module, handed to the pay routes by app.ts. */
export type UsdtConfiguredCheck = (context: AppContext) => Promise<boolean>;

/** The USDT-TRC20 entry of the channel list: id 0 (no channel row), rate 1, from 20 to RECHARGE_MAX_USDT. */
export function usdtTrc20Channel(config: AppConfig): PayChannel {
  return {
    id: 0,
    code: USDT_TRC20_CHANNEL,
    name: 'USDT-TRC20',
    rate: '1',
    currency: 'USDT',
    min_amount: formatUsdt(microUsdt(MIN_RECHARGE)),
    max_amount: formatUsdt(config.rechargeMaxAmount),
  };
}
