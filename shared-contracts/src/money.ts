/**
 * Money is integer micro-USDT (6 decimals, as TRC20 USDT), never a float. Players see decimal
 * strings; the server stores and adds integers.
 */
declare const microUsdtBrand: unique symbol;
export type MicroUsdt = number & { readonly [microUsdtBrand]: 'MicroUsdt' };

export const MICRO_PER_USDT = 1_000_000;

/**
 * The largest amount one request may carry: 1,000,000,000 USDT (10^15 micro-USDT). Far below
 * 2^53 micro-USDT (about 9 billion USDT), so a few such amounts added to a balance stay exact;
 * every money field of the contract refuses more.
 */
export const MAX_AMOUNT_USDT = 1_000_000_000;
export const MAX_AMOUNT = (MAX_AMOUNT_USDT * MICRO_PER_USDT) as MicroUsdt;

/** A number that is not a whole micro-USDT reached microUsdt: a bug in our arithmetic, never outside input (parseUsdt answers null). */
export class NotMicroUsdtError extends RangeError {
  constructor(readonly value: number) {
    super(`not a whole number of micro-USDT: ${value}`);
    this.name = 'NotMicroUsdtError';
  }
}

/** Whether `value` can be an amount: a whole number of micro-USDT within the safe integer range. */
export function isMicroUsdt(value: number): value is MicroUsdt {
  return Number.isSafeInteger(value);
}

/**
 * Brands a safe integer as micro-USDT; throws NotMicroUsdtError on fractions or unsafe sizes.
 * For amounts we compute (constants, negations); text from outside goes through parseUsdt.
 */
export function microUsdt(value: number): MicroUsdt {
  if (!isMicroUsdt(value)) throw new NotMicroUsdtError(value);
  return value;
}

/**
 * Decimal text with all 6 places.
 * @example formatUsdt(microUsdt(12_345_600)) // '12.345600'
 */
export function formatUsdt(amount: MicroUsdt): string {
  const sign = amount < 0 ? '-' : '';
  const absolute = Math.abs(amount);
  const whole = Math.floor(absolute / MICRO_PER_USDT);
  const fraction = String(absolute % MICRO_PER_USDT).padStart(6, '0');
  return `${sign}${whole}.${fraction}`;
}

/**
 * Parses decimal USDT text exactly (no float), or returns null; also null for an amount too large
 * to hold exactly (above about 9 billion USDT), so outside input is refused, never thrown on.
 * @example parseUsdt('20.5') // 20_500_000
 */
export function parseUsdt(text: string): MicroUsdt | null {
  const match = /^(\d{1,12})(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(6, '0'));
  const amount = whole * MICRO_PER_USDT + fraction;
  return isMicroUsdt(amount) ? amount : null;
}
