import { describe, expect, it } from 'vitest';
import { grouped, perTenThousand, rewardLines } from './reward-lines';

describe('rewardLines', () => {
  it('writes amounts and rates as the player reads them', () => {
    expect(grouped('5000.500000')).toBe('5,000.5');
    expect(grouped('888.000000')).toBe('888');
    expect(perTenThousand(10_000)).toBe('100%');
    expect(perTenThousand(45)).toBe('0.45%');
  });

  it('gives one line per tier with its window and categories', () => {
    const lines = rewardLines({
      kind: 'turnover_tiers',
      categories: [5, 3],
      window: 'month',
      tiers: [
        { min_stake: '5000', reward: '18' },
        { min_stake: '20000', reward: '68' },
      ],
      turnover_multiple: 1,
    });
    expect(lines).toEqual([
      { label: '第1档', condition: '本月有效投注（电子、捕鱼）≥ 5,000 USDT', reward: '18 USDT' },
      { label: '第2档', condition: '本月有效投注（电子、捕鱼）≥ 20,000 USDT', reward: '68 USDT' },
    ]);
  });

  it('says the first-deposit bonus, the sign-in days and the info page', () => {
    const deposit = rewardLines({
      kind: 'deposit_bonus',
      scope: 'first',
      min_deposit: '10',
      percent: 10_000,
      cap: '888',
      turnover_multiple: 10,
    });
    expect(deposit).toEqual([
      { label: '首充奖励', condition: '首次充值 ≥ 10 USDT', reward: '充值金额的 100%，最高888 USDT' },
    ]);
    const signIn = rewardLines({ kind: 'sign_in', rewards: ['1', '2'], min_stake_today: '0', turnover_multiple: 1 });
    expect(signIn.map((line) => line.condition)).toEqual(['连续签到第 1 天', '连续签到第 2 天及以后']);
    expect(rewardLines({ kind: 'info', link: '/Agent' })).toEqual([]);
  });
});
