import { describe, expect, it } from 'vitest';
import {
  apiMessages,
  microUsdt,
  type LossRescueParams,
  type SingleWinParams,
  type TurnoverTiersParams,
  type VipLevel,
} from 'shared-contracts';
import { rescueAmount, rescueReward, singleWinRewards, turnoverTierRewards, vipRewards, winTier } from './reward-math';

const U = 1_000_000;
const none = new Set<string>();
const statuses = (rewards: Array<{ status: string }>) => rewards.map((reward) => reward.status);

describe('turnoverTierRewards', () => {
  const params: TurnoverTiersParams = {
    kind: 'turnover_tiers',
    categories: [5],
    window: 'month',
    tiers: [
      { min_stake: '1000', reward: '8' },
      { min_stake: '5000', reward: '38.5' },
      { min_stake: '20000', reward: '188' },
    ],
    turnover_multiple: 1,
  };

  it('reaches a tier exactly at its min_stake, not 1 micro below', () => {
    const below = turnoverTierRewards(params, microUsdt(1000 * U - 1), '2026-11', none);
    expect(statuses(below.rewards)).toEqual(['locked', 'locked', 'locked']);
    expect(below.rewards[0]!.reason).toBe(apiMessages.activityStakeShort);
    const at = turnoverTierRewards(params, microUsdt(1000 * U), '2026-11', none);
    expect(statuses(at.rewards)).toEqual(['claimable', 'locked', 'locked']);
    expect(at.rewards[0]).toMatchObject({
      tier: 0,
      label: '第1档',
      amount: 8 * U,
      periodKey: '2026-11#0',
      reason: null,
    });
    expect(at.rewards[1]).toMatchObject({ tier: 1, amount: 38_500_000, periodKey: '2026-11#1' });
  });
  it('bars toward the next tier, and the last one once all are reached', () => {
    expect(turnoverTierRewards(params, microUsdt(0), 'k', none).progress).toEqual([
      { label: '本月有效投注', current: 0, target: 1000 * U },
    ]);
    expect(turnoverTierRewards(params, microUsdt(1000 * U), 'k', none).progress[0]!.target).toBe(5000 * U);
    expect(turnoverTierRewards(params, microUsdt(5000 * U - 1), 'k', none).progress[0]!.target).toBe(5000 * U);
    expect(turnoverTierRewards(params, microUsdt(99_999 * U), 'k', none).progress[0]).toEqual({
      label: '本月有效投注',
      current: 99_999 * U,
      target: 20_000 * U,
    });
  });
  it('marks the tiers claimed in this window only', () => {
    const claimed = new Set(['2026-11#0', '2026-10#1']);
    const { rewards } = turnoverTierRewards(params, microUsdt(6000 * U), '2026-11', claimed);
    expect(statuses(rewards)).toEqual(['claimed', 'claimable', 'locked']);
  });
  it('labels the bar by its window', () => {
    expect(turnoverTierRewards({ ...params, window: 'day' }, microUsdt(0), 'k', none).progress[0]!.label).toBe(
      '今日有效投注',
    );
    expect(turnoverTierRewards({ ...params, window: 'week7' }, microUsdt(0), 'k', none).progress[0]!.label).toBe(
      '本期有效投注',
    );
  });
  it('locks a reached tier with nothing to pay', () => {
    const free = { ...params, tiers: [{ min_stake: '0', reward: '0' }] };
    expect(turnoverTierRewards(free, microUsdt(0), 'k', none).rewards[0]).toMatchObject({
      status: 'locked',
      reason: apiMessages.activityNothingToClaim,
    });
  });
});

describe('rescue', () => {
  const params: LossRescueParams = {
    kind: 'loss_rescue',
    categories: [1, 3, 5],
    min_loss: '100',
    percent: 1000,
    cap: '50',
    turnover_multiple: 0,
  };

  it('pays percent of the loss floored to a micro, up to the cap exactly', () => {
    expect(rescueAmount(params, 123_456_789)).toBe(12_345_678);
    expect(rescueAmount(params, 499_999_999)).toBe(49_999_999);
    expect(rescueAmount(params, 500 * U)).toBe(50 * U);
    expect(rescueAmount(params, 500 * U + 1)).toBe(50 * U);
    expect(rescueAmount({ ...params, percent: 3 }, 3333)).toBe(0);
    expect(rescueAmount({ ...params, percent: 10_000, cap: '1000000000' }, 9_000_000_000_000_000)).toBe(
      1_000_000_000 * U,
    );
  });
  it('pays nothing for a win or an even day', () => {
    expect(rescueAmount(params, 0)).toBe(0);
    expect(rescueAmount(params, -5 * U)).toBe(0);
  });
  it('is claimable exactly at min_loss, not 1 micro below', () => {
    const below = rescueReward(params, 100 * U - 1, '2026-11-16', none);
    expect(below.rewards[0]).toMatchObject({ status: 'locked', reason: apiMessages.activityLossShort });
    expect(below.progress).toEqual([{ label: '昨日亏损', current: 100 * U - 1, target: 100 * U }]);
    const at = rescueReward(params, 100 * U, '2026-11-16', none);
    expect(at.rewards).toEqual([
      {
        tier: 0,
        label: '2026-11-16 救援金',
        amount: 10 * U,
        rangeText: null,
        periodKey: '2026-11-16',
        status: 'claimable',
        reason: null,
      },
    ]);
  });
  it('shows a win as no loss, and a claimed day as claimed', () => {
    expect(rescueReward({ ...params, min_loss: '0' }, -7 * U, 'd', none).rewards[0]!.status).toBe('locked');
    expect(rescueReward(params, -7 * U, 'd', none).progress[0]!.current).toBe(0);
    expect(rescueReward(params, 900 * U, '2026-11-16', new Set(['2026-11-16'])).rewards[0]!.status).toBe('claimed');
  });
});

describe('single win', () => {
  const params: SingleWinParams = {
    kind: 'single_win',
    categories: [5],
    max_stake: '10',
    tiers: [
      { multiple: 50, reward: '8' },
      { multiple: 100, reward: '18' },
      { multiple: 500, reward: '88' },
    ],
    daily_limit: 2,
    turnover_multiple: 1,
  };

  it('meets a multiple exactly, not 1 micro below, and answers the highest tier met', () => {
    expect(winTier(params, 2 * U, 100 * U - 1)).toBeNull();
    expect(winTier(params, 2 * U, 100 * U)).toEqual({ multiple: 50, reward: 8 * U });
    expect(winTier(params, 2 * U, 200 * U)).toEqual({ multiple: 100, reward: 18 * U });
    expect(winTier(params, 2 * U, 5_000 * U)).toEqual({ multiple: 500, reward: 88 * U });
  });
  it('takes a stake of max_stake exactly, not 1 micro above, and no zero stake', () => {
    expect(winTier(params, 10 * U, 1_000 * U)?.multiple).toBe(100);
    expect(winTier(params, 10 * U + 1, 10_000 * U)).toBeNull();
    expect(winTier(params, 0, 10_000 * U)).toBeNull();
  });
  it('compares multiples beyond 2^53 exactly', () => {
    const huge = { ...params, max_stake: '1000000000', tiers: [{ multiple: 100_000, reward: '1' }] };
    const stake = 1_000_000_000 * U; // × 100,000 = 10^20
    expect(winTier(huge, stake, 9_007_199_254_740_991)).toBeNull();
  });
  it('lists one reward per winning round; claimed rounds stay claimed, the rest lock at the daily limit', () => {
    const rounds = [
      { id: 81, stake: U, payout: 60 * U },
      { id: 80, stake: U, payout: 10 * U },
      { id: 79, stake: U, payout: 500 * U },
    ];
    const open = singleWinRewards(params, rounds, new Set(['round:79']), 1);
    expect(open.map((reward) => [reward.tier, reward.periodKey, reward.amount, reward.status])).toEqual([
      [81, 'round:81', 8 * U, 'claimable'],
      [79, 'round:79', 88 * U, 'claimed'],
    ]);
    expect(open[0]!.label).toBe('注单81（50倍）');
    const full = singleWinRewards(params, rounds, new Set(['round:79']), 2);
    expect(full.map((reward) => [reward.status, reward.reason])).toEqual([
      ['locked', apiMessages.activityWinDailyLimit],
      ['claimed', null],
    ]);
  });
});

describe('vipRewards', () => {
  const level = (n: number, min: string, reward: string): VipLevel => ({
    level: n,
    name: `VIP${n}`,
    min_stake: min,
    reward,
    rebate: [],
  });
  const levels = [level(2, '10000', '58'), level(0, '0', '0'), level(1, '1000', '8'), level(3, '50000', '188')];

  it('offers every level with a reward once, reached exactly at its min_stake', () => {
    const below = vipRewards(levels, microUsdt(1000 * U - 1), none);
    expect(below.rewards.map((reward) => [reward.tier, reward.periodKey, reward.status])).toEqual([
      [1, 'level:1', 'locked'],
      [2, 'level:2', 'locked'],
      [3, 'level:3', 'locked'],
    ]);
    expect(below.rewards[0]!.reason).toBe(apiMessages.activityVipLevelShort);
    const at = vipRewards(levels, microUsdt(10_000 * U), new Set(['level:1']));
    expect(at.rewards.map((reward) => [reward.label, reward.amount, reward.status])).toEqual([
      ['VIP1', 8 * U, 'claimed'],
      ['VIP2', 58 * U, 'claimable'],
      ['VIP3', 188 * U, 'locked'],
    ]);
  });
  it('bars toward the next level', () => {
    expect(vipRewards(levels, microUsdt(10_000 * U), none).progress).toEqual([
      { label: '累计有效投注', current: 10_000 * U, target: 50_000 * U },
    ]);
    expect(vipRewards(levels, microUsdt(60_000 * U), none).progress[0]!.target).toBe(50_000 * U);
  });
});
