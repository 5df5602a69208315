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

export interface WriteUsdtOptions {
  /**
   * 'trim' (the default): the places the amount has, without trailing zeros ('20', '1.5');
   * 2 or 6: exactly that many, cut toward zero, never rounded up ('8.88', '12.345600').
   */
  places?: 'trim' | 2 | 6;
  /** Digits of the whole part grouped by thousands ('5,000.5'), as the console's reports show them. */
  grouped?: boolean;
}

/** An amount as sign, whole digits and fraction digits, or null for text that is no amount. */
function usdtParts(amount: string | number | bigint): { negative: boolean; whole: string; fraction: string } | null {
  if (typeof amount === 'string') {
    const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(amount);
    return match ? { negative: match[1] === '-', whole: match[2]!, fraction: match[3] ?? '' } : null;
  }
  const micro = typeof amount === 'bigint' ? amount : BigInt(microUsdt(amount));
  const size = micro < 0n ? -micro : micro;
  const perUsdt = BigInt(MICRO_PER_USDT);
  return { negative: micro < 0n, whole: String(size / perUsdt), fraction: String(size % perUsdt).padStart(6, '0') };
}

/**
 * USDT as text for a sentence or a report: decimal text from the wire ('5000.500000'), or
 * micro-USDT (a MicroUsdt number, or a bigint of any size). Text that is no amount comes back as it
 * came. Zero never carries a sign.
 * @example writeUsdt('20.000000') // '20'
 * @example writeUsdt('5000.500000', { grouped: true }) // '5,000.5'
 * @example writeUsdt(8_889_999, { places: 2 }) // '8.88'
 * @example writeUsdt(-5n, { places: 6 }) // '-0.000005'
 */
export function writeUsdt(
  amount: string | number | bigint,
  { places = 'trim', grouped = false }: WriteUsdtOptions = {},
): string {
  const parts = usdtParts(amount);
  if (!parts) return String(amount);
  const fraction =
    places === 'trim' ? parts.fraction.replace(/0+$/, '') : parts.fraction.padEnd(places, '0').slice(0, places);
  const whole = grouped ? parts.whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : parts.whole;
  const zero = /^0*$/.test(parts.whole) && /^0*$/.test(fraction);
  return `${parts.negative && !zero ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
