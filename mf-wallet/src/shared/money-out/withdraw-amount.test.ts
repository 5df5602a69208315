import { messages, withdrawRefusals } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { allAmountText, checkWithdrawAmount, feeDisplay, shownUsdt } from './withdraw-amount';

const rules = {
  min_amount: '10.000000',
  max_amount: '500.000000',
  fee_fixed: '1.000000',
  fee_rate_bps: 0,
};
const info = { withdrawable: '101.000000', rules: { ...rules } } as Parameters<typeof checkWithdrawAmount>[1];

describe('checkWithdrawAmount', () => {
  it('accepts an amount whose amount + fee fits, as the API text', () => {
    expect(checkWithdrawAmount('100', info)).toEqual({ ok: true, amount: 100_000_000, text: '100.000000' });
    expect(checkWithdrawAmount('10', info).ok).toBe(true);
  });

  it('refuses text that is no amount with 请输入正确的提现金额', () => {
    for (const typed of ['', '0', 'abc', '-5', '10.1234567', '1e3', '.'])
      expect(checkWithdrawAmount(typed, info)).toEqual({ ok: false, message: messages.withdrawal.invalidAmount });
  });

  it('names the minimum and the maximum of the rules', () => {
    expect(checkWithdrawAmount('9.999999', info)).toEqual({ ok: false, message: withdrawRefusals.belowMinimum('10') });
    const rich = { ...info, withdrawable: '10000.000000' };
    expect(checkWithdrawAmount('500.000001', rich)).toEqual({
      ok: false,
      message: withdrawRefusals.aboveMaximum('500'),
    });
    expect(checkWithdrawAmount('500', rich).ok).toBe(true);
  });

  it('refuses an amount whose fee does not fit in what is withdrawable', () => {
    expect(checkWithdrawAmount('100.000001', info)).toEqual({ ok: false, message: messages.withdrawal.invalidAmount });
  });

  it('says how much is still to be wagered when stakes owed leave nothing withdrawable', () => {
    const owing = { ...info, withdrawable: '0.000000', turnover_remaining: '20.500000' };
    expect(checkWithdrawAmount('10', owing)).toEqual({ ok: false, message: withdrawRefusals.turnover('20.5') });
    expect(checkWithdrawAmount('10', { ...owing, turnover_remaining: '0.000000' })).toEqual({
      ok: false,
      message: messages.withdrawal.invalidAmount,
    });
  });
});

describe('feeDisplay', () => {
  it('shows the fixed fee and amount + fee', () => {
    expect(feeDisplay('100', rules)).toEqual({ fee: '1', total: '101' });
  });

  it('adds the rate, rounded up to the micro-USDT', () => {
    // 0.5% of 33.333333 = 0.166666665 → 0.166667, plus 1 fixed.
    expect(feeDisplay('33.333333', { ...rules, fee_rate_bps: 50 })).toEqual({ fee: '1.166667', total: '34.5' });
  });

  it('shows nothing while the text is no amount', () => {
    expect(feeDisplay('', rules)).toBeNull();
    expect(feeDisplay('0', rules)).toBeNull();
    expect(feeDisplay('x', rules)).toBeNull();
  });
});

describe('allAmountText', () => {
  it('fills the largest amount whose fee fits', () => {
    expect(allAmountText(info)).toBe('100');
    expect(allAmountText({ ...info, rules: { ...info.rules, fee_rate_bps: 100 } })).toBe('99.0099');
  });

  it('never passes the maximum per request, and is empty when nothing is withdrawable', () => {
    expect(allAmountText({ ...info, withdrawable: '9999.000000' })).toBe('500');
    expect(allAmountText({ ...info, withdrawable: '0.000000' })).toBe('');
    expect(allAmountText({ ...info, withdrawable: '1.000000' })).toBe('');
  });
});

describe('shownUsdt', () => {
  it('cuts to 4 decimals, never rounding up', () => {
    expect(shownUsdt('12.345678')).toBe('12.3456');
    expect(shownUsdt('0.999999')).toBe('0.9999');
    expect(shownUsdt('5')).toBe('5.0000');
  });
});
