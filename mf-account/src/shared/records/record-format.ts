/** How the record screens write amounts and long identifiers: the shell's 4-decimal rule, a sign, a shortened middle. */
import { shownUsdtText } from 'shared-contracts';

export type AmountSign = 'positive' | 'negative' | 'zero';

/**
 * The sign of a wire amount as the player reads it (4 decimals): an amount that shows as 0.0000
 * is zero, whatever its sixth decimal.
 */
export function signOfAmount(text: string): AmountSign {
  const shown = shownUsdtText(text);
  if (!/[1-9]/.test(shown)) return 'zero';
  return shown.startsWith('-') ? 'negative' : 'positive';
}

/**
 * A wire amount with 4 decimals and an explicit sign (win/loss, bill changes); zero unsigned.
 * @example signedUsdt('12.345678') // '+12.3456'
 */
export function signedUsdt(text: string): string {
  const sign = signOfAmount(text);
  const shown = shownUsdtText(text).replace(/^-/, '');
  if (sign === 'zero') return shown;
  return `${sign === 'positive' ? '+' : '-'}${shown}`;
}

/**
 * A long identifier (a TRON address, a chain transaction id) shortened in the middle for a row;
 * the copy button copies it whole.
 * @example shortenMiddle('TXYZabcdefghijklmnopqrstuvwxyz1234') // 'TXYZab…z1234'
 */
export function shortenMiddle(text: string, head = 6, tail = 5): string {
  return text.length <= head + tail + 1 ? text : `${text.slice(0, head)}…${text.slice(-tail)}`;
}
