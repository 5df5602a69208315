import { describe, expect, it } from 'vitest';
import { PROMOTION_TYPE_MAX, PROMOTION_TYPE_MIN } from './activity-params';
import { promotionParamsFault, promotionParamsFaults as faults, promotionTypeNames } from './promotions-admin';

describe('promotionParamsFault', () => {
  it('says which rule the parameters break, in Chinese', () => {
    const tiers = (stakes: string[], reward = '1') => ({
      kind: 'turnover_tiers' as const,
      categories: [5],
      window: 'day' as const,
      tiers: stakes.map((min_stake) => ({ min_stake, reward })),
      turnover_multiple: 1,
    });
    expect(promotionParamsFault(2, tiers(['100', '200']))).toBeNull();
    expect(promotionParamsFault(1, tiers(['100']))).toBe(faults.kind);
    expect(promotionParamsFault(2, tiers(['200', '100']))).toBe(faults.stakeTiers);
    expect(promotionParamsFault(2, tiers(['100'], '0'))).toBe(faults.tierRewards);
    const lucky = { kind: 'lucky_money' as const, min: '0.01', max: '0.005', turnover_multiple: 1 };
    expect(promotionParamsFault(5, lucky)).toBe(faults.luckyRange);
    const vipLevel = (level: number, min_stake: string) => ({
      level,
      name: `V${level}`,
      min_stake,
      reward: '0',
      rebate: [],
    });
    const vip = (levels: ReturnType<typeof vipLevel>[]) => ({ kind: 'vip' as const, levels, turnover_multiple: 1 });
    expect(promotionParamsFault(7, vip([vipLevel(1, '0')]))).toBe(faults.vipFirst);
    expect(promotionParamsFault(7, vip([vipLevel(0, '0'), vipLevel(1, '0')]))).toBe(faults.vipRising);
    expect(promotionParamsFault(13, { kind: 'info', link: '/Agent' })).toBeNull();
  });

  it('names every promotion type', () => {
    for (let type = PROMOTION_TYPE_MIN; type <= PROMOTION_TYPE_MAX; type += 1)
      expect(promotionTypeNames[type]).toMatch(/\S/);
  });
});
