import { microUsdt } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { remainingTurnover, turnoverRequired } from './arithmetic';

describe('turnover arithmetic', () => {
  it('asks amount × multiplier, rounded up to the micro-USDT', () => {
    expect(turnoverRequired(microUsdt(20_000_000), 1)).toBe(20_000_000);
    expect(turnoverRequired(microUsdt(10_000_001), 1.5)).toBe(15_000_002);
    expect(turnoverRequired(microUsdt(3), 0.333333)).toBe(1);
    expect(turnoverRequired(microUsdt(20_000_000), 0)).toBe(0);
    // 0.1 × 3 in floats is 0.30000000000000004: the multiplier is taken to 6 places, no float drift.
    expect(turnoverRequired(microUsdt(3_000_000), 0.1)).toBe(300_000);
  });

  it('stays an exact amount for the largest deposits', () => {
    expect(turnoverRequired(microUsdt(1_000_000_000_000_000), 100)).toBe(Number.MAX_SAFE_INTEGER);
    expect(Number.isSafeInteger(turnoverRequired(microUsdt(999_999_999_999_999), 3))).toBe(true);
  });

  it('leaves what the stakes have not covered, never below zero', () => {
    expect(remainingTurnover({ required: 50, staked: 20, open: 1 })).toEqual({ remaining: 30, met: false });
    expect(remainingTurnover({ required: 50, staked: 50, open: 2 })).toEqual({ remaining: 0, met: true });
    expect(remainingTurnover({ required: 50, staked: 80, open: 1 })).toEqual({ remaining: 0, met: true });
  });

  it('has nothing to close when no requirement is open', () => {
    expect(remainingTurnover({ required: 0, staked: 80, open: 0 })).toEqual({ remaining: 0, met: false });
  });
});
