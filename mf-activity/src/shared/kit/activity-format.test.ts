import { describe, expect, it } from 'vitest';
import {
  activityTypeOf,
  GROUP_TABS,
  groupTabOf,
  itemsOfGroup,
  periodText,
  progressPercent,
  progressText,
  rewardAmountText,
  shortUsdt,
  signInCalendar,
  turnoverNote,
} from './activity-format';
import { testItem } from './test-items';

const item = testItem;

describe('periodText', () => {
  it('says 长期有效 without an end, and the two days otherwise', () => {
    expect(periodText({ starts_at: '2026-11-01 00:00:00', ends_at: null })).toBe('长期有效');
    expect(periodText({ starts_at: '2026-11-01 00:00:00', ends_at: '2026-11-30 23:59:59' })).toBe(
      '2026-11-01 至 2026-11-30',
    );
  });
});

describe('groups', () => {
  it('lists 全部 then the five groups in the contract order', () => {
    expect(GROUP_TABS.map((tab) => tab.title)).toEqual(['全部', '充值', '游戏', '每日', 'VIP', '代理']);
  });

  it('filters the cards of a tab and keeps the API order', () => {
    const list = [item(1, 'recharge'), item(10, 'daily'), item(5, 'daily')];
    expect(itemsOfGroup(list, 'all').map((entry) => entry.activity_type)).toEqual([1, 10, 5]);
    expect(itemsOfGroup(list, 'daily').map((entry) => entry.activity_type)).toEqual([10, 5]);
    expect(itemsOfGroup(list, 'vip')).toEqual([]);
  });

  it('reads an unknown tab key as 全部', () => {
    expect(groupTabOf('games')).toBe('games');
    expect(groupTabOf('nope')).toBe('all');
  });
});

describe('progressPercent', () => {
  it('counts whole percent in micro-USDT, floored', () => {
    expect(progressPercent('1234.000000', '5000.000000')).toBe(24);
    expect(progressPercent('4999.999999', '5000.000000')).toBe(99);
  });

  it('is 100 at or past the target and for a zero target, 0 for a negative or unreadable amount', () => {
    expect(progressPercent('5000', '5000')).toBe(100);
    expect(progressPercent('6000', '5000')).toBe(100);
    expect(progressPercent('0', '0')).toBe(100);
    expect(progressPercent('-3.5', '10')).toBe(0);
    expect(progressPercent('abc', '10')).toBe(0);
  });

  it('writes the bar text with 4 decimals', () => {
    expect(progressText('1234.5', '5000')).toBe('1234.5000 / 5000.0000');
  });
});

describe('turnoverNote', () => {
  it('says the multiple, or nothing when there is none', () => {
    expect(turnoverNote(10)).toBe('奖励需完成 10 倍流水方可提现');
    expect(turnoverNote(1.5)).toBe('奖励需完成 1.5 倍流水方可提现');
    expect(turnoverNote(0)).toBeNull();
    expect(turnoverNote(Number.NaN)).toBeNull();
  });
});

describe('rewardAmountText', () => {
  it('shows the amount, or the range of a reward drawn at the claim', () => {
    expect(rewardAmountText({ amount: '8.880000', range_text: null })).toBe('8.8800 USDT');
    expect(rewardAmountText({ amount: null, range_text: '0.10 - 8.88 USDT' })).toBe('0.10 - 8.88 USDT');
  });
});

describe('activityTypeOf', () => {
  it('accepts 1 to 13 only', () => {
    expect(activityTypeOf('1')).toBe(1);
    expect(activityTypeOf(' 13 ')).toBe(13);
    for (const bad of [null, '', '0', '14', '1.5', 'x', '-1', '007']) expect(activityTypeOf(bad)).toBeNull();
  });
});

describe('signInCalendar', () => {
  const rewards = [3, 1, 2, 4, 5, 6, 7, 8].map((tier) => ({
    tier,
    amount: `${tier}.000000`,
    status: tier <= 2 ? ('claimed' as const) : tier === 3 ? ('claimable' as const) : ('locked' as const),
  }));

  it('shows the first 7 days in order: claimed signed, the claimable today, the rest later', () => {
    const days = signInCalendar(rewards, 2);
    expect(days.map((day) => day.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(days.map((day) => day.state)).toEqual(['signed', 'signed', 'today', 'later', 'later', 'later', 'later']);
  });

  it('marks the day after the streak as today when it is locked (not enough stake yet)', () => {
    const locked = rewards.map((reward) => (reward.tier === 3 ? { ...reward, status: 'locked' as const } : reward));
    expect(signInCalendar(locked, 2)[2]?.state).toBe('today');
  });

  it('starts at day 1 for a new streak', () => {
    expect(signInCalendar([{ tier: 1, amount: '1', status: 'claimable' }], 0)).toEqual([
      { day: 1, amount: '1', state: 'today' },
    ]);
  });
});

describe('shortUsdt', () => {
  it('drops trailing zeros only after the point', () => {
    expect(shortUsdt('10.000000')).toBe('10');
    expect(shortUsdt('0.500000')).toBe('0.5');
    expect(shortUsdt('100')).toBe('100');
  });
});
