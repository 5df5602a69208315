/** The amount a player typed on /recharge, checked before any call: the minimum 20 and the channel's limits. */
import {
  apiMessages,
  formatUsdt,
  messages,
  MIN_RECHARGE,
  parseUsdt,
  type MicroUsdt,
  type PayChannel,
} from 'shared-contracts';

export type AmountCheck = { ok: true; amount: MicroUsdt; text: string } | { ok: false; message: string };

/**
 * Checks typed text as a recharge amount: decimal USDT with at most 6 places, at least 20, and
 * within the chosen channel's min/max when one is given. `text` is the amount as the API takes it.
 * @example checkRechargeAmount('50') // { ok: true, amount: 50_000_000, text: '50.000000' }
 */
export function checkRechargeAmount(
  typed: string,
  channel?: Pick<PayChannel, 'min_amount' | 'max_amount'>,
): AmountCheck {
  const amount = parseUsdt(typed);
  if (amount === null || amount === 0) return { ok: false, message: messages.recharge.invalidAmount };
  if (amount < MIN_RECHARGE) return { ok: false, message: messages.recharge.minimum };
  const min = channel && parseUsdt(channel.min_amount);
  const max = channel && parseUsdt(channel.max_amount);
  if (min && amount < min) return { ok: false, message: messages.recharge.belowChannelMinimum };
  if (max && amount > max) return { ok: false, message: apiMessages.rechargeAboveMaximum };
  return { ok: true, amount, text: formatUsdt(amount) };
}

/**
 * What the amount field keeps of a keystroke: digits and one point, at most 6 places (USDT's),
 * so a pasted "20,5" or "abc" never shows up as something else.
 * @example keepAmountText('12.3456789') // '12.345678'
 */
export function keepAmountText(typed: string): string {
  const cleaned = typed.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  if (rest.length === 0) return whole.slice(0, 12);
  return `${whole.slice(0, 12)}.${rest.join('').slice(0, 6)}`;
}
