import { describe, expect, it } from 'vitest';
import { formatUsdt, microUsdt, parseUsdt } from './money';

describe('money', () => {
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

  it('refuses fractions of a micro-USDT', () => {
    expect(() => microUsdt(0.5)).toThrow(RangeError);
  });
});
