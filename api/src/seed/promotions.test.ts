import {
  promotionInputSchema,
  promotionParamsSchema,
  PROMOTION_TYPE_MAX,
  RULE_KIND_OF_TYPE,
  vipParamsSchema,
} from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { promotionInstant, promotionParamsFit } from '../modules/activity/promotions/admin-checks';
import { demoPromotionInput } from './activity';
import { DEMO_PROMOTIONS } from './promotions';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the demo promotions', () => {
  it('are the 13 types once each, titled as spec §3 names them', () => {
    expect(DEMO_PROMOTIONS.map((promotion) => promotion.type)).toEqual(
      Array.from({ length: PROMOTION_TYPE_MAX }, (_, index) => index + 1),
    );
    expect(DEMO_PROMOTIONS.map((promotion) => promotion.title)).toEqual([
      '首充豪礼',
      '电子/捕鱼月度豪礼',
      '转换体验金',
      '救援金',
      '每日红包',
      '以小博大',
      'VIP晋级',
      '电子奖上奖',
      '5D房每日乐',
      '每日签到',
      '捕鱼7日乐',
      '捕鱼每日挑战',
      '全民代理',
    ]);
  });

  it.each(DEMO_PROMOTIONS.map((promotion) => [promotion.type, promotion] as const))(
    'type %i: its params parse, are of its kind and pass the cross-field checks; its input passes the operator schema',
    (type, promotion) => {
      const parsed = promotionParamsSchema.parse(promotion.params);
      expect(parsed).toEqual(promotion.params);
      expect(parsed.kind).toBe(RULE_KIND_OF_TYPE[type as keyof typeof RULE_KIND_OF_TYPE]);
      expect(promotionParamsFit(type, parsed)).toBe(true);
      const input = promotionInputSchema.parse(demoPromotionInput(promotion, '2026-11-26'));
      expect(input.cover).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(input.rules_html).toMatch(/^<h3>/);
      const starts = promotionInstant(input.starts_at) as Date;
      expect(starts.toISOString()).toBe('2026-11-25T16:00:00.000Z');
      if (type === 10 || type === 13) expect(input.ends_at).toBeNull();
      else {
        const days = ((promotionInstant(input.ends_at as string) as Date).getTime() - starts.getTime()) / DAY_MS;
        expect(days).toBeGreaterThanOrEqual(30);
        expect(days).toBeLessThanOrEqual(90);
      }
    },
  );

  it('set the examples the issue gives: type 1, 5, 7 and 10', () => {
    const byType = new Map(DEMO_PROMOTIONS.map((promotion) => [promotion.type, promotion.params]));
    expect(byType.get(1)).toMatchObject({ min_deposit: '10', percent: 10_000, cap: '888', turnover_multiple: 10 });
    expect(byType.get(5)).toMatchObject({ min: '0.10', max: '8.88' });
    expect(byType.get(10)).toMatchObject({ rewards: ['0.5', '1', '1.5', '2', '3', '5', '8'], min_stake_today: '0' });
    const vip = vipParamsSchema.parse(byType.get(7));
    expect(vip.levels.map((level) => level.name)).toEqual(['VIP0', 'VIP1', 'VIP2', 'VIP3', 'VIP4', 'VIP5', 'VIP6']);
    const rates = vip.levels.flatMap((level) => level.rebate.map((rebate) => rebate.rate));
    expect(Math.min(...rates)).toBe(30);
    expect(Math.max(...rates)).toBe(100);
    expect(vip.levels.slice(1).every((level) => Number(level.reward) > 0)).toBe(true);
  });
});
