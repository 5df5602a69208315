/** Exact decimal arithmetic for channel currencies: amounts × rates as BigInt, never a float. */
import type { MicroUsdt } from 'shared-contracts';

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * Decimal text in its one canonical form: no leading zeros, no trailing fraction zeros, no bare
 * point; null when it is no unsigned decimal. Two amounts are equal exactly when these are.
 * @example normalizeDecimal('0145.500') // '145.5'; normalizeDecimal('7.000') // '7'
 */
export function normalizeDecimal(text: string): string | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const whole = (match[1] ?? '').replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** Decimal text as an integer count of 10^-places units; null when it has more places than that. */
function scaled(text: string, places: number): bigint | null {
  const match = DECIMAL.exec(text);
  if (!match || (match[2] ?? '').length > places) return null;
  return BigInt(`${match[1]}${(match[2] ?? '').padEnd(places, '0')}`);
}

/** Units of 10^-places as canonical decimal text. */
function unscaled(value: bigint, places: number): string {
  const digits = value.toString().padStart(places + 1, '0');
  return normalizeDecimal(`${digits.slice(0, -places)}.${digits.slice(-places)}`) as string;
}

/** Places of a rate (the contract allows 6) and of a micro-USDT amount. */
export const RATE_PLACES = 6;
const USDT_PLACES = 6;

/** Gateways charge in their currency's cents: an order's currency amount has at most 2 places. */
export const CURRENCY_PLACES = 2;

/**
 * What `amount` USDT costs in a channel's currency at `rate` (units per USDT): the exact product
 * rounded up to the cent (a gateway cannot charge a fraction of one, and the player is credited
 * the whole USDT amount), in canonical form.
 * @example currencyAmountOf(microUsdt(20_000_000), '7.25') // '145'
 * @example currencyAmountOf(microUsdt(20_500_000), '7.2513') // '148.66' (148.65165 rounded up)
 * @throws RangeError when the rate is no decimal of at most 6 places (the contract refuses those)
 */
export function currencyAmountOf(amount: MicroUsdt, rate: string): string {
  const rateUnits = scaled(rate, RATE_PLACES);
  if (rateUnits === null) throw new RangeError(`rate ${rate} is no decimal of at most ${RATE_PLACES} places`);
  const exact = BigInt(amount) * rateUnits;
  const perCent = 10n ** BigInt(USDT_PLACES + RATE_PLACES - CURRENCY_PLACES);
  return unscaled((exact + perCent - 1n) / perCent, CURRENCY_PLACES);
}
