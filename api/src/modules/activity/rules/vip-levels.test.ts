import { describe, expect, it } from 'vitest';
import { microUsdt, type VipLevel } from 'shared-contracts';
import { levelFor } from './vip-levels';

const level = (n: number, min: string): VipLevel => ({
  level: n,
  name: `VIP${n}`,
  min_stake: min,
  reward: '0',
  rebate: [],
});
const LEVELS = [level(0, '0'), level(1, '1000'), level(2, '10000')];

describe('levelFor', () => {
  it('answers the highest level reached, exactly at its edge', () => {
    expect(levelFor(LEVELS, microUsdt(0))?.level).toBe(0);
    expect(levelFor(LEVELS, microUsdt(999_999_999))?.level).toBe(0);
    expect(levelFor(LEVELS, microUsdt(1_000_000_000))?.level).toBe(1);
    expect(levelFor(LEVELS, microUsdt(10_000_000_000))?.level).toBe(2);
  });
  it('answers null below the lowest level', () => {
    expect(levelFor([level(1, '5')], microUsdt(4_999_999))).toBeNull();
  });
});
