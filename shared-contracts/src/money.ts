/**
 * Money is integer micro-USDT (6 decimals, as TRC20 USDT), never a float. Players see decimal
 * strings; the server stores and adds integers.
 */
declare const microUsdtBrand: unique symbol;
export type MicroUsdt = number & { readonly [microUsdtBrand]: 'MicroUsdt' };

export const MICRO_PER_USDT = 1_000_000;

/** Whether `value` can be an amount: a whole number of micro-USDT within the safe integer range. */
export function isMicroUsdt(value: number): value is MicroUsdt {
  return Number.isSafeInteger(value);
}

/** Brands a safe integer as micro-USDT; throws on fractions or unsafe sizes. */
export function microUsdt(value: number): MicroUsdt {
  if (!isMicroUsdt(value)) throw new RangeError(`not a whole number of micro-USDT: ${value}`);
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
