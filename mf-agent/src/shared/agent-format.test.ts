import { describe, expect, it } from 'vitest';
import {
  canClaim,
  categoryName,
  dayOf,
  fillText,
  groupByTiers,
  newClaimRequestId,
  parseMemberId,
  periodLabel,
  ratePercent,
  rateSummary,
  rateText,
  shanghaiClock,
  shanghaiDateTime,
  statusLabel,
} from './agent-format';

describe('agent formatting', () => {
  it('writes a rate per 10,000 as 万分之 and a two-decimal percentage, in integers', () => {
    expect(ratePercent(0)).toBe('0.00%');
    expect(ratePercent(5)).toBe('0.05%');
    expect(ratePercent(50)).toBe('0.50%');
    expect(ratePercent(125)).toBe('1.25%');
    expect(ratePercent(10_000)).toBe('100.00%');
    expect(rateText(70)).toBe('万分之70 (0.70%)');
  });

  it('keeps a rate out of range inside 0..100%', () => {
    expect(ratePercent(-3)).toBe('0.00%');
    expect(ratePercent(20_000)).toBe('100.00%');
  });

  it('names the periods and the statuses from the catalogue', () => {
    expect(['all', 'today', 'yesterday', 'week', 'month'].map((p) => periodLabel(p as 'all'))).toEqual([
      '全部',
      '今天',
      '昨天',
      '本周',
      '本月',
    ]);
    expect([0, 1, 2, 9].map(statusLabel)).toEqual(['无佣金', '未领取', '已领取', '无佣金']);
  });

  it('names game categories, an unknown one as 其他', () => {
    expect(categoryName(5)).toBe('电子');
    expect(categoryName(7)).toBe('真人视讯');
    expect(categoryName(99)).toBe('其他');
  });

  it('fills catalogue slots and leaves unknown ones', () => {
    expect(fillText('更新于 {time}', { time: '12:05' })).toBe('更新于 12:05');
    expect(fillText('{a} {b}', { a: 1 })).toBe('1 {b}');
  });

  it('reads the Shanghai clock time of a wall time or an ISO instant', () => {
    expect(shanghaiClock('2026-11-25 12:05:09')).toBe('12:05');
    expect(shanghaiClock('2026-11-25T04:05:00.000Z')).toBe('12:05');
    expect(shanghaiClock('2026-11-25T16:30:00.000Z')).toBe('00:30');
    expect(shanghaiClock('soon')).toBeNull();
    expect(dayOf('2026-11-25 23:59:59')).toBe('2026-11-25');
    expect(dayOf('2026-11-25T16:30:00.000Z')).toBe('2026-11-26');
    expect(shanghaiDateTime('2026-11-25T04:05:06.000Z')).toBe('2026-11-25 12:05:06');
    expect(shanghaiDateTime('2026-11-25 12:05:06')).toBe('2026-11-25 12:05:06');
    expect(shanghaiDateTime('later')).toBe('later');
  });

  it('allows a claim only of something at or above the minimum, in micro-USDT', () => {
    expect(canClaim('1.000000', '1.000000')).toBe(true);
    expect(canClaim('0.999999', '1.000000')).toBe(false);
    expect(canClaim('0.000000', '0.000000')).toBe(false);
    expect(canClaim('12.5', '1')).toBe(true);
    expect(canClaim('junk', '1')).toBe(false);
  });

  it('takes only digits as a member id', () => {
    expect(parseMemberId(' 1024 ')).toBe(1024);
    expect(parseMemberId('0')).toBeNull();
    expect(parseMemberId('12a')).toBeNull();
    expect(parseMemberId('')).toBeNull();
    expect(parseMemberId('2147483648')).toBeNull();
  });

  it('makes claim request ids the contract accepts', () => {
    const id = newClaimRequestId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newClaimRequestId()).not.toBe(id);
    expect(newClaimRequestId(() => 'ab-cd-ef-gh-ij')).toBe('abcdefghij');
  });

  it('sums up the rates of a settled day', () => {
    expect(rateSummary([])).toBeNull();
    expect(rateSummary([{ rate: 50 }, { rate: 50 }])).toBe('万分之50 (0.50%)');
    expect(rateSummary([{ rate: 70 }, { rate: 50 }])).toBe('万分之50~70');
  });

  it('groups categories that pay by the same tiers, in first-seen order', () => {
    const low = [{ min_performance: '0.000000', rate: 50 }];
    const high = [
      { min_performance: '0.000000', rate: 50 },
      { min_performance: '10000.000000', rate: 70 },
    ];
    const groups = groupByTiers([
      { game_type_id: 5, tiers: high },
      { game_type_id: 1, tiers: low },
      { game_type_id: 3, tiers: [...high] },
    ]);
    expect(groups).toEqual([
      { gameTypeIds: [5, 3], tiers: high },
      { gameTypeIds: [1], tiers: low },
    ]);
    expect(groupByTiers([])).toEqual([]);
  });
});
