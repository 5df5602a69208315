import { apiMessages, microUsdt } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { depositBonusAmount, depositBonusRefusal } from './deposit-bonus';

const USDT = 1_000_000;

describe('depositBonusAmount', () => {
  it('is deposit × percent / 10,000, floored to the micro-USDT', () => {
    expect(depositBonusAmount(microUsdt(100 * USDT), 10_000, microUsdt(1_000 * USDT))).toBe(100 * USDT);
    expect(depositBonusAmount(microUsdt(100 * USDT), 1_000, microUsdt(1_000 * USDT))).toBe(10 * USDT);
    // 0.000003 × 50 % = 0.0000015: floored to 1 micro, never rounded up.
    expect(depositBonusAmount(microUsdt(3), 5_000, microUsdt(USDT))).toBe(1);
    expect(depositBonusAmount(microUsdt(1), 9_999, microUsdt(USDT))).toBe(0);
  });
  it('stops at the cap, exactly at its edge', () => {
    expect(depositBonusAmount(microUsdt(60 * USDT), 5_000, microUsdt(30 * USDT))).toBe(30 * USDT);
    expect(depositBonusAmount(microUsdt(60 * USDT + 2), 5_000, microUsdt(30 * USDT))).toBe(30 * USDT);
    expect(depositBonusAmount(microUsdt(60 * USDT - 2), 5_000, microUsdt(30 * USDT))).toBe(30 * USDT - 1);
  });
  it('stays exact for the largest deposits', () => {
    const huge = microUsdt(1_000_000_000 * USDT);
    expect(depositBonusAmount(huge, 10_000, huge)).toBe(huge);
    expect(depositBonusAmount(huge, 3, huge)).toBe(300_000 * USDT);
  });
});

describe('depositBonusRefusal', () => {
  const rule = { minDeposit: microUsdt(10 * USDT), startsAt: '2026-11-01T00:00:00.000Z' };
  it('asks for a deposit when there is none', () => {
    expect(depositBonusRefusal(null, rule)).toBe(apiMessages.activityNeedDeposit);
  });
  it('takes a deposit of exactly the minimum, not one micro-USDT less', () => {
    expect(depositBonusRefusal({ amount: microUsdt(10 * USDT), at: rule.startsAt }, rule)).toBeNull();
    expect(depositBonusRefusal({ amount: microUsdt(10 * USDT - 1), at: rule.startsAt }, rule)).toBe(
      apiMessages.activityDepositTooSmall,
    );
  });
  it('takes a deposit credited at the start, not a millisecond before', () => {
    const amount = microUsdt(10 * USDT);
    expect(depositBonusRefusal({ amount, at: '2026-10-31T23:59:59.999Z' }, rule)).toBe(
      apiMessages.activityDepositBeforeStart,
    );
  });
});
