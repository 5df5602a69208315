import { describe, expect, it } from 'vitest';
import { countUpAt, formatBalance } from './balance-display';

describe('balance display', () => {
  it('shows 4 decimals, cut rather than rounded up', () => {
    expect(formatBalance(12_345_678)).toBe('12.3456');
    expect(formatBalance(99_999)).toBe('0.0999');
    expect(formatBalance(0)).toBe('0.0000');
    expect(formatBalance(1_000_000_000_000)).toBe('1000000.0000');
    expect(formatBalance(-1_500_000)).toBe('-1.5000');
  });

  it('counts from the old amount to the new one within the duration', () => {
    expect(countUpAt(0, 10_000_000, -5)).toBe(0);
    expect(countUpAt(0, 10_000_000, 0)).toBe(0);
    const halfway = countUpAt(0, 10_000_000, 500);
    expect(halfway).toBeGreaterThan(5_000_000);
    expect(halfway).toBeLessThan(10_000_000);
    expect(Number.isInteger(countUpAt(3, 10_000_007, 333))).toBe(true);
    expect(countUpAt(0, 10_000_000, 1000)).toBe(10_000_000);
    expect(countUpAt(0, 10_000_000, 5000)).toBe(10_000_000);
  });

  it('counts down too when the balance fell', () => {
    const value = countUpAt(10_000_000, 4_000_000, 200);
    expect(value).toBeLessThan(10_000_000);
    expect(value).toBeGreaterThan(4_000_000);
  });
});
