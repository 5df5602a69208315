import { describe, expect, it } from 'vitest';
import type { PromotionAdmin } from 'shared-contracts';
import { formValuesOf, paramsProblem, promotionInputOf } from './promotion-form';

const saved: PromotionAdmin = {
  id: 1,
  activity_type: 2,
  title: '月度豪礼',
  summary: '',
  group: 'games',
  cover: 'https://cdn.example.com/a.png',
  rules_html: '<p>规则</p>',
  starts_at: '2026-11-26 00:00:00',
  ends_at: null,
  status: 'on',
  sort: 5,
  version: 3,
  params: {
    kind: 'turnover_tiers',
    categories: [5],
    window: 'month',
    tiers: [{ min_stake: '100.000000', reward: '1.000000' }],
    turnover_multiple: 1,
  },
  updated_at: '2026-11-25T04:00:00.000Z',
};

describe('the promotion form', () => {
  it('sends the period back as the Beijing wall time it showed, whatever the browser zone', () => {
    const input = promotionInputOf(2, formValuesOf(2, { ...saved, ends_at: '2026-12-31 23:59:59' }, '2026-11-25'));
    expect(input).toMatchObject({ type: 2, starts_at: '2026-11-26 00:00:00', ends_at: '2026-12-31 23:59:59', sort: 5 });
    expect(input.params).toEqual(saved.params);
  });

  it('fills a type never saved with its name, group and the blank parameters of its kind', () => {
    const values = formValuesOf(7, null, '2026-11-25');
    expect(values).toMatchObject({ title: 'VIP晋级', group: 'vip', status: 'off', ends_at: null });
    expect(values.params).toMatchObject({ kind: 'vip', levels: [{ level: 0, min_stake: '0' }] });
    expect(promotionInputOf(7, values).starts_at).toBe('2026-11-25 00:00:00');
  });

  it('names the field of a parameter the schema refuses, then the rule a valid one breaks', () => {
    const params = saved.params as { tiers: Array<{ min_stake: string; reward: string }> };
    expect(paramsProblem(2, { ...params, tiers: [{ min_stake: '1.1234567', reward: '1' }] })).toMatch(
      /^档位 第1档 有效投注：/,
    );
    expect(
      paramsProblem(2, {
        ...params,
        tiers: [
          { min_stake: '2', reward: '1' },
          { min_stake: '1', reward: '1' },
        ],
      }),
    ).toBe('各档位的有效投注须逐档递增');
    expect(paramsProblem(2, saved.params)).toBeNull();
    expect(paramsProblem(1, saved.params)).toBe('参数类型与活动类型不符');
  });
});
