/** USDT amounts inside Chinese sentences, pure: refusals (最低10.5 USDT) and reward texts (最高888.00 USDT). */
import { formatUsdt, type MicroUsdt } from 'shared-contracts';

const MICRO_PER_CENT = 10_000;

/**
 * USDT text without trailing zeros, for a figure inside a sentence.
 * @example usdtInText(microUsdt(10_500_000)) // '10.5'
 */
export function usdtInText(amount: MicroUsdt): string {
  return formatUsdt(amount).replace(/\.?0+$/, '');
}

/**
 * An amount with two decimals (reward texts: 0.10 - 8.88 USDT), never rounded up.
 * @example usdtTwoPlaces(microUsdt(8_889_999)) // '8.88'
 */
export function usdtTwoPlaces(amount: MicroUsdt): string {
  const cents = Math.floor(amount / MICRO_PER_CENT);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
