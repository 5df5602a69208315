import { apiMessages, messages, QUICK_RECHARGE_AMOUNTS } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { checkRechargeAmount, keepAmountText } from './recharge-amount';

describe('checkRechargeAmount', () => {
  it('accepts 20, the minimum, as the API text with 6 places', () => {
    expect(checkRechargeAmount('20')).toEqual({ ok: true, amount: 20_000_000, text: '20.000000' });
  });

  it('refuses anything below 20 with the catalogue message', () => {
    expect(checkRechargeAmount('19.999999')).toEqual({ ok: false, message: messages.recharge.minimum });
    expect(checkRechargeAmount('1')).toEqual({ ok: false, message: messages.recharge.minimum });
  });

  it('refuses empty, zero, bad text and more than 6 places', () => {
    for (const typed of ['', '  ', '0', 'abc', '20,5', '1e3', '-20', '20.1234567', '.'])
      expect(checkRechargeAmount(typed)).toEqual({ ok: false, message: messages.recharge.invalidAmount });
  });

  it('keeps the fraction exact', () => {
    expect(checkRechargeAmount('20.5')).toMatchObject({ ok: true, amount: 20_500_000, text: '20.500000' });
  });

  it('accepts every quick amount', () => {
    for (const quick of QUICK_RECHARGE_AMOUNTS) expect(checkRechargeAmount(String(quick)).ok).toBe(true);
  });

  it("holds the amount to the chosen channel's limits", () => {
    const channel = { min_amount: '50.000000', max_amount: '1000.000000' };
    expect(checkRechargeAmount('49', channel)).toEqual({ ok: false, message: messages.recharge.belowChannelMinimum });
    expect(checkRechargeAmount('1000.000001', channel)).toEqual({
      ok: false,
      message: apiMessages.rechargeAboveMaximum,
    });
    expect(checkRechargeAmount('1000', channel).ok).toBe(true);
    // The minimum 20 still speaks first under a channel whose own floor is lower.
    expect(checkRechargeAmount('10', { min_amount: '1.000000', max_amount: '100.000000' })).toEqual({
      ok: false,
      message: messages.recharge.minimum,
    });
  });
});

describe('keepAmountText', () => {
  it('drops what is not a digit or the point', () => {
    expect(keepAmountText('2a0,5')).toBe('205');
  });

  it('keeps one point and at most 6 places', () => {
    expect(keepAmountText('1.2.3')).toBe('1.23');
    expect(keepAmountText('12.3456789')).toBe('12.345678');
    expect(keepAmountText('20.')).toBe('20.');
  });
});
