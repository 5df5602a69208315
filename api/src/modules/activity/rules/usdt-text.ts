/** Amounts in reward texts (最高888.00 USDT, 0.10 - 8.88 USDT): two places, cut toward zero, pure. */
import type { MicroUsdt } from 'shared-contracts';

const MICRO_PER_CENT = 10_000;

/**
 * An amount with two decimals, never rounded up.
 * @example usdtTwoPlaces(microUsdt(8_889_999)) // '8.88'
 */
export function usdtTwoPlaces(amount: MicroUsdt): string {
  const cents = Math.floor(amount / MICRO_PER_CENT);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
