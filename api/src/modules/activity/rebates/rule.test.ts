/** The rebate of a day: per category floor(stake × rate / 10,000), summed; a category without a rate pays nothing. */
import { microUsdt } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { rebateOf, totalStake } from './rule';

const USDT = 1_000_000;
const stake = (game_type_id: number, amount: number) => ({ game_type_id, stake: microUsdt(amount) });

describe('rebateOf', () => {
  const rates = [
    { game_type_id: 5, rate: 80 },
    { game_type_id: 3, rate: 50 },
    { game_type_id: 1, rate: 0 },
  ];

  it('sums the categories at their own rates', () => {
    // 1,000 × 0.8% + 200 × 0.5% = 8 + 1.
    expect(rebateOf([stake(5, 1_000 * USDT), stake(3, 200 * USDT)], rates)).toBe(9 * USDT);
  });

  it('pays nothing for a category the level does not list, or lists at 0', () => {
    expect(rebateOf([stake(7, 1_000 * USDT), stake(1, 1_000 * USDT)], rates)).toBe(0);
    expect(rebateOf([stake(5, 1_000 * USDT)], [])).toBe(0);
    expect(rebateOf([], rates)).toBe(0);
  });

  it('floors each category before summing', () => {
    // 0.000124 × 80 / 10,000 and 0.000199 × 50 / 10,000 are both below one micro-USDT.
    expect(rebateOf([stake(5, 124), stake(3, 199)], rates)).toBe(0);
    // 1.000001 × 0.8% = 0.00800000 8 → 8,000; 0.333333 × 0.5% = 1,666.665 → 1,666.
    expect(rebateOf([stake(5, 1_000_001), stake(3, 333_333)], rates)).toBe(8_000 + 1_666);
  });

  it('stays exact for stakes whose product with the rate passes 2^53', () => {
    const huge = 900_000_000_000_000; // 900 million USDT
    expect(rebateOf([stake(5, huge + 1)], [{ game_type_id: 5, rate: 500 }])).toBe(45_000_000_000_000);
  });
});

describe('totalStake', () => {
  it('sums the stakes of every category', () => {
    expect(totalStake([stake(5, 3 * USDT), stake(3, 2 * USDT)])).toBe(5 * USDT);
    expect(totalStake([])).toBe(0);
  });
});
