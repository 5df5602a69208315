/** The amount a player types on /withdrawal: checked against the rules and the withdrawable amount, with its fee. */
import {
  formatUsdt,
  largestWithdrawal,
  messages,
  type MicroUsdt,
  microUsdt,
  parseUsdt,
  writeUsdt,
  withdrawalFee,
  type WithdrawInfo,
  withdrawRefusals,
} from 'shared-contracts';

type Rules = Pick<WithdrawInfo['rules'], 'min_amount' | 'max_amount' | 'fee_fixed' | 'fee_rate_bps'>;

export type WithdrawAmountCheck = { ok: true; amount: MicroUsdt; text: string } | { ok: false; message: string };

const micro = (text: string): MicroUsdt => parseUsdt(text) ?? microUsdt(0);

/**
 * USDT with at most 4 decimals, cut (never rounded up), as the site shows a balance (spec §3).
 * @example shownUsdt('12.345678') // '12.3456'
 */
export function shownUsdt(text: string): string {
  const match = /^(-?\d+)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return text;
  return `${match[1]}.${(match[2] ?? '').padEnd(4, '0').slice(0, 4)}`;
}

/** The fee of `amount` under the rules (fixed + rate, rounded up), in micro-USDT. */
export function feeOf(amount: MicroUsdt, rules: Rules): MicroUsdt {
  return withdrawalFee(amount, micro(rules.fee_fixed), rules.fee_rate_bps);
}

/**
 * What the fee and 实际扣除 lines show for typed text, live: null while the text is no amount.
 * @example feeDisplay('100', { fee_fixed: '1.000000', fee_rate_bps: 0, ... }) // { fee: '1', total: '101' }
 */
export function feeDisplay(typed: string, rules: Rules): { fee: string; total: string } | null {
  const amount = parseUsdt(typed);
  if (amount === null || amount === 0) return null;
  const fee = feeOf(amount, rules);
  return { fee: writeUsdt(fee), total: writeUsdt(microUsdt(amount + fee)) };
}

/**
 * What 全部 fills in: the largest amount whose amount + fee fits in the withdrawable amount,
 * and no more than the maximum per request; '' when nothing can be withdrawn.
 */
export function allAmountText(info: Pick<WithdrawInfo, 'withdrawable' | 'rules'>): string {
  const largest = largestWithdrawal(micro(info.withdrawable), micro(info.rules.fee_fixed), info.rules.fee_rate_bps);
  const capped = Math.min(largest, micro(info.rules.max_amount));
  return capped > 0 ? writeUsdt(microUsdt(capped)) : '';
}

/**
 * Checks typed text before any call: an amount (6 places at most, above 0), within the rules'
 * min/max, and with its fee within the withdrawable amount (beyond it while stakes are owed: how
 * much). `text` is what the API takes.
 */
export function checkWithdrawAmount(
  typed: string,
  info: Pick<WithdrawInfo, 'withdrawable' | 'rules'> & Partial<Pick<WithdrawInfo, 'turnover_remaining'>>,
): WithdrawAmountCheck {
  const amount = parseUsdt(typed);
  const invalid = { ok: false, message: messages.withdrawal.invalidAmount } as const;
  if (amount === null || amount === 0) return invalid;
  const { rules } = info;
  if (amount < micro(rules.min_amount))
    return { ok: false, message: withdrawRefusals.belowMinimum(writeUsdt(rules.min_amount)) };
  if (amount > micro(rules.max_amount))
    return { ok: false, message: withdrawRefusals.aboveMaximum(writeUsdt(rules.max_amount)) };
  if (amount + feeOf(amount, rules) > micro(info.withdrawable)) {
    // Nothing is withdrawable while stakes are owed: say how much, as the server would.
    const owed = parseUsdt(info.turnover_remaining ?? '0') ?? 0;
    return owed > 0 ? { ok: false, message: withdrawRefusals.turnover(writeUsdt(info.turnover_remaining!)) } : invalid;
  }
  return { ok: true, amount, text: formatUsdt(amount) };
}
