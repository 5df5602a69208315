import { DEFAULT_WITHDRAWAL_RULES, microUsdt, writeUsdt } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { limitRefusal, shanghaiDayStart, withdrawableAmount } from './apply-limits';

const USDT = 1_000_000;
const rules = { ...DEFAULT_WITHDRAWAL_RULES, dailyCount: 2, dailyAmount: microUsdt(300 * USDT), maxPending: 1 };
const none = { count: 0, total: 0 };

describe('withdrawal limits', () => {
  it('starts the day at midnight in Asia/Shanghai', () => {
    expect(shanghaiDayStart(new Date('2026-01-01T17:00:00Z'))).toBe('2026-01-01T16:00:00.000Z');
    expect(shanghaiDayStart(new Date('2026-01-01T15:59:59Z'))).toBe('2025-12-31T16:00:00.000Z');
  });

  it('writes a figure in a sentence without trailing zeros', () => {
    expect(writeUsdt(microUsdt(10 * USDT))).toBe('10');
    expect(writeUsdt(microUsdt(10_500_000))).toBe('10.5');
    expect(writeUsdt(microUsdt(100 * USDT))).toBe('100');
    expect(writeUsdt(microUsdt(0))).toBe('0');
    expect(writeUsdt(microUsdt(1))).toBe('0.000001');
  });

  it('refuses by the rule broken, with its figure', () => {
    expect(limitRefusal(rules, microUsdt(9_999_999), none, 0)).toBe('单笔最低提现10 USDT');
    expect(limitRefusal(rules, microUsdt(50_001 * USDT), none, 0)).toBe('单笔最高提现50000 USDT');
    expect(limitRefusal(rules, microUsdt(10 * USDT), { count: 2, total: 20 * USDT }, 0)).toBe(
      '今日提现次数已达上限（2次）',
    );
    expect(limitRefusal(rules, microUsdt(101 * USDT), { count: 1, total: 200 * USDT }, 0)).toBe(
      '超出今日提现额度，今日还可提现100 USDT',
    );
    expect(limitRefusal(rules, microUsdt(10 * USDT), none, 1)).toBe('您有提现正在处理中，请等待完成后再申请');
    expect(limitRefusal(rules, microUsdt(100 * USDT), { count: 1, total: 200 * USDT }, 0)).toBeNull();
  });

  it('offers the balance less the fee, within the caps, or nothing', () => {
    const balance = microUsdt(500 * USDT);
    expect(withdrawableAmount(rules, balance, none, 0, microUsdt(0))).toBe(300 * USDT);
    expect(withdrawableAmount(rules, microUsdt(100 * USDT), none, 0, microUsdt(0))).toBe(99 * USDT);
    expect(withdrawableAmount(rules, balance, none, 0, microUsdt(1))).toBe(0);
    expect(withdrawableAmount(rules, balance, { count: 2, total: 0 }, 0, microUsdt(0))).toBe(0);
    expect(withdrawableAmount(rules, balance, none, 1, microUsdt(0))).toBe(0);
    expect(withdrawableAmount(rules, microUsdt(10 * USDT), none, 0, microUsdt(0))).toBe(0);
  });
});
