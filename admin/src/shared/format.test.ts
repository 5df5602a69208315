import { describe, expect, it } from 'vitest';
import { formatTime, formatUsdt, formatUsdtRounded } from './format';

describe('formatUsdt', () => {
  it('groups the whole part and keeps the decimals the API sent', () => {
    expect(formatUsdt('12345.5')).toBe('12,345.5');
    expect(formatUsdt('-1000000.000001')).toBe('-1,000,000.000001');
    expect(formatUsdt('0')).toBe('0');
    expect(formatUsdt(null)).toBe('');
    expect(formatUsdt('')).toBe('');
  });

  it('rounds to 2 places (or those given) half away from zero instead of cutting the decimals off', () => {
    expect(formatUsdtRounded('1328.005400')).toBe('1,328.01');
    expect(formatUsdtRounded('1328.004999')).toBe('1,328.00');
    expect(formatUsdtRounded('-1328.005400')).toBe('-1,328.01');
    expect(formatUsdtRounded('1.005')).toBe('1.01');
    expect(formatUsdtRounded('7')).toBe('7.00');
    expect(formatUsdtRounded('0.5', 0)).toBe('1');
  });

  it('carries a round-up into the whole part and drops the sign of a zero', () => {
    expect(formatUsdtRounded('999999.995')).toBe('1,000,000.00');
    expect(formatUsdtRounded('0.995')).toBe('1.00');
    expect(formatUsdtRounded('-0.004')).toBe('0.00');
    expect(formatUsdtRounded('-0.005')).toBe('-0.01');
  });

  it('gives back text that is no amount as it came, and nothing for none', () => {
    expect(formatUsdtRounded('abc')).toBe('abc');
    expect(formatUsdtRounded(null)).toBe('');
  });
});

describe('formatTime', () => {
  it('writes an ISO time in 北京时间 and nothing for none', () => {
    expect(formatTime('2026-11-26T00:05:09.000Z')).toBe('2026/11/26 08:05:09');
    expect(formatTime(null)).toBe('');
  });
});
