import { describe, expect, it } from 'vitest';
import { microUsdt } from 'shared-contracts';
import { currencyAmountOf, normalizeDecimal } from './decimal';

describe('channel currency amounts', () => {
  it('multiplies exactly, with no float drift, and rounds up to the cent', () => {
    expect(currencyAmountOf(microUsdt(20_000_000), '7.25')).toBe('145');
    expect(currencyAmountOf(microUsdt(20_500_000), '7.2513')).toBe('148.66');
    expect(currencyAmountOf(microUsdt(100_500_000), '7.25')).toBe('728.63');
    expect(currencyAmountOf(microUsdt(20_000_000), '7.2')).toBe('144');
    expect(currencyAmountOf(microUsdt(20_000_001), '7.123456')).toBe('142.47');
    // 0.1 × 3 is 0.30000000000000004 in floating point.
    expect(currencyAmountOf(microUsdt(100_000), '3')).toBe('0.3');
    expect(currencyAmountOf(microUsdt(999_999_999_999_999), '999999999.999999')).toBe('999999999999998000.01');
    expect(currencyAmountOf(microUsdt(1), '0.000001')).toBe('0.01');
  });

  it('refuses a rate the contract never lets through', () => {
    expect(() => currencyAmountOf(microUsdt(1), '1.0000001')).toThrow(RangeError);
    expect(() => currencyAmountOf(microUsdt(1), '-1')).toThrow(RangeError);
  });

  it('normalises decimal text so that equal amounts compare equal', () => {
    expect(normalizeDecimal('0145.500')).toBe('145.5');
    expect(normalizeDecimal('145')).toBe('145');
    expect(normalizeDecimal('0.000')).toBe('0');
    expect(normalizeDecimal('1e3')).toBeNull();
    expect(normalizeDecimal('1.')).toBeNull();
    expect(normalizeDecimal('')).toBeNull();
  });
});
