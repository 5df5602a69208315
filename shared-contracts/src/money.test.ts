import { describe, expect, it } from 'vitest';
import { usdtAmountField } from './api/fields';
import { apiMessages } from './api/messages';
import { providerWinRequestSchema } from './api/provider-wallet';
import { formatUsdt, MAX_AMOUNT, microUsdt, NotMicroUsdtError, parseUsdt, shownUsdt, shownUsdtText } from './money';

describe('money', () => {
  it('shows amounts with 4 decimals, cut toward zero', () => {
    expect(shownUsdt(12_345_678)).toBe('12.3456');
    expect(shownUsdt(99_999)).toBe('0.0999');
    expect(shownUsdt(0)).toBe('0.0000');
    expect(shownUsdt(-1_500_099)).toBe('-1.5000');
    expect(shownUsdt(-99)).toBe('0.0000');
    expect(shownUsdtText('-12.345678')).toBe('-12.3456');
    expect(shownUsdtText('1000000.000100')).toBe('1000000.0001');
    expect(shownUsdtText('abc')).toBe('abc');
  });

  it('formats micro-USDT with six places', () => {
    expect(formatUsdt(microUsdt(0))).toBe('0.000000');
    expect(formatUsdt(microUsdt(12_345_600))).toBe('12.345600');
    expect(formatUsdt(microUsdt(1))).toBe('0.000001');
    expect(formatUsdt(microUsdt(-2_500_000))).toBe('-2.500000');
  });

  it('parses decimal text exactly and refuses anything else', () => {
    expect(parseUsdt('20')).toBe(20_000_000);
    expect(parseUsdt('0.1')).toBe(100_000);
    expect(parseUsdt('20.000001')).toBe(20_000_001);
    for (const bad of ['', '1.2345678', '-1', '1e3', 'abc', '1.', '.5']) expect(parseUsdt(bad)).toBeNull();
  });

  it('refuses fractions of a micro-USDT with a named error', () => {
    expect(() => microUsdt(0.5)).toThrow(NotMicroUsdtError);
    expect(() => microUsdt(2 ** 53)).toThrow(RangeError);
  });
});

describe('amounts in the contract', () => {
  const messageOf = (text: unknown) => usdtAmountField.safeParse(text).error?.issues[0]?.message;

  it('takes 0 to 1,000,000,000 USDT, with at most 6 places', () => {
    expect(MAX_AMOUNT).toBe(1_000_000_000 * 1_000_000);
    expect(Number.isSafeInteger(MAX_AMOUNT * 8)).toBe(true);
    for (const text of ['0', '0.000001', '12.5', '999999999.999999', '1000000000', '1000000000.000000'])
      expect(usdtAmountField.parse(text), text).toBe(text);
  });

  it('refuses larger amounts, even those within the text pattern, as out of range', () => {
    for (const text of ['1000000000.000001', '1000000001', '999999999999', '999999999999.999999', '9007199254.740992'])
      expect(messageOf(text), text).toBe(apiMessages.amountOutOfRange);
  });

  it('refuses what is no amount as a bad field', () => {
    for (const bad of ['', '-1', '1e3', '1.0000001', '0x10', ' 1', 1, null, '1'.repeat(13)])
      expect(messageOf(bad), String(bad)).toBe(apiMessages.badField);
  });

  it('bounds the wallet protocol amounts', () => {
    const win = {
      player_id: '1',
      transaction_id: 't',
      bet_transaction_id: 'b',
      round_id: 'r',
      amount: '9007199254.740992',
    };
    expect(providerWinRequestSchema.safeParse(win).error?.issues[0]?.message).toBe(apiMessages.amountOutOfRange);
    expect(providerWinRequestSchema.parse({ ...win, amount: '1000000000' }).amount).toBe('1000000000');
  });
});
