import { describe, expect, it } from 'vitest';
import { usdtAmountField } from './api/fields';
import { apiMessages } from './api/messages';
import { providerWinRequestSchema } from './api/provider-wallet';
import {
  formatUsdt,
  MAX_AMOUNT,
  microUsdt,
  NotMicroUsdtError,
  parseUsdt,
  shownUsdt,
  shownUsdtText,
  writeUsdt,
} from './money';

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

describe('writeUsdt', () => {
  it('drops trailing zeros of wire text, as the wallet and limit lines show amounts', () => {
    expect(writeUsdt('20.000000')).toBe('20');
    expect(writeUsdt('1.500000')).toBe('1.5');
    expect(writeUsdt('50.000000')).toBe('50');
    expect(writeUsdt('12.345600')).toBe('12.3456');
    expect(writeUsdt('0.000001')).toBe('0.000001');
    expect(writeUsdt('100')).toBe('100');
    expect(writeUsdt('0.000000')).toBe('0');
  });

  it('groups the whole part by thousands for the console’s reports', () => {
    expect(writeUsdt('5000.500000', { grouped: true })).toBe('5,000.5');
    expect(writeUsdt('888.000000', { grouped: true })).toBe('888');
    expect(writeUsdt('1234567.010000', { grouped: true })).toBe('1,234,567.01');
  });

  it('writes micro-USDT with trailing zeros trimmed, as the server’s refusals do', () => {
    expect(writeUsdt(microUsdt(20_000_000))).toBe('20');
    expect(writeUsdt(microUsdt(1_500_000))).toBe('1.5');
    expect(writeUsdt(microUsdt(0))).toBe('0');
  });

  it('writes exactly two places cut toward zero, as the reward texts do', () => {
    expect(writeUsdt(microUsdt(8_889_999), { places: 2 })).toBe('8.88');
    expect(writeUsdt(microUsdt(100_000), { places: 2 })).toBe('0.10');
    expect(writeUsdt(microUsdt(888_000_000), { places: 2 })).toBe('888.00');
    expect(writeUsdt(microUsdt(-1_009_999), { places: 2 })).toBe('-1.00');
    expect(writeUsdt(microUsdt(-9_999), { places: 2 })).toBe('0.00');
  });

  it('writes six places of any size and sign, as the console shows ledger amounts', () => {
    expect(writeUsdt(12_500_000n, { places: 6 })).toBe('12.500000');
    expect(writeUsdt(-2_500_000n, { places: 6 })).toBe('-2.500000');
    expect(writeUsdt(-5n, { places: 6 })).toBe('-0.000005');
    expect(writeUsdt(0n, { places: 6 })).toBe('0.000000');
    expect(writeUsdt(123_456_789_012_345_678_901n, { places: 6 })).toBe('123456789012345.678901');
    expect(writeUsdt('12.5', { places: 6 })).toBe('12.500000');
  });

  it('gives back text that is no amount as it came', () => {
    expect(writeUsdt('abc')).toBe('abc');
    expect(writeUsdt('')).toBe('');
    expect(writeUsdt('1e3')).toBe('1e3');
  });
});
