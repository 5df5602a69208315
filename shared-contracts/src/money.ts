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

const MICRO_PER_SHOWN_UNIT = MICRO_PER_USDT / 10_000;

/**
 * An amount as a player reads it (spec §9): 4 decimals, cut toward zero, never rounded up, so a
 * player never sees more than there is.
 * @example shownUsdt(12_345_678) // '12.3456'
 */
export function shownUsdt(micro: number): string {
  const units = Math.floor(Math.abs(micro) / MICRO_PER_SHOWN_UNIT);
  // Less than 0.0001 below zero shows as 0.0000, not -0.0000.
  const sign = micro < 0 && units > 0 ? '-' : '';
  const whole = Math.floor(units / 10_000);
  return `${sign}${whole}.${String(units % 10_000).padStart(4, '0')}`;
}

/**
 * The wire's decimal text ("-12.345678", as every money field of the API) shown with 4 decimals;
 * text that is no amount is shown as it came.
 * @example shownUsdtText('-12.345678') // '-12.3456'
 */
export function shownUsdtText(text: string): string {
  const negative = text.trim().startsWith('-');
  const amount = parseUsdt(negative ? text.trim().slice(1) : text);
  if (amount === null) return text;
  return shownUsdt(negative ? -amount : amount);
}
