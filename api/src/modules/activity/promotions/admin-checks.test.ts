import type { PromotionParams } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { promotionInstant, promotionParamsFit } from './admin-checks';

const deposit = (cap: string): PromotionParams => ({
  kind: 'deposit_bonus',
  scope: 'first',
  min_deposit: '10',
  percent: 10_000,
  cap,
  turnover_multiple: 10,
});
const tiers = (...stakes: string[]): PromotionParams => ({
  kind: 'turnover_tiers',
  categories: [5],
  window: 'month',
  tiers: stakes.map((min_stake) => ({ min_stake, reward: '1' })),
  turnover_multiple: 1,
});
const lucky = (min: string, max: string): PromotionParams => ({ kind: 'lucky_money', min, max, turnover_multiple: 1 });
const vip = (...levels: Array<[number, string]>): PromotionParams => ({
  kind: 'vip',
  levels: levels.map(([level, min_stake]) => ({ level, name: `VIP${level}`, min_stake, reward: '0', rebate: [] })),
  turnover_multiple: 1,
});
const signIn = (...rewards: string[]): PromotionParams => ({
  kind: 'sign_in',
  rewards,
  min_stake_today: '0',
  turnover_multiple: 1,
});

describe('promotionParamsFit', () => {
  it('asks the rule kind of the type', () => {
    expect(promotionParamsFit(1, deposit('888'))).toBe(true);
    expect(promotionParamsFit(2, deposit('888'))).toBe(false);
    expect(promotionParamsFit(2, tiers('100'))).toBe(true);
    expect(promotionParamsFit(9, tiers('100'))).toBe(true);
    expect(promotionParamsFit(13, { kind: 'info', link: '/Agent' })).toBe(true);
    expect(promotionParamsFit(7, { kind: 'info', link: '/Agent' })).toBe(false);
  });

  it('asks a deposit cap above 0', () => {
    expect(promotionParamsFit(1, deposit('0'))).toBe(false);
    expect(promotionParamsFit(1, deposit('0.000001'))).toBe(true);
  });

  it('asks tiers strictly rising in stake', () => {
    expect(promotionParamsFit(2, tiers('100', '200', '300'))).toBe(true);
    expect(promotionParamsFit(2, tiers('100', '100'))).toBe(false);
    expect(promotionParamsFit(2, tiers('200', '100'))).toBe(false);
  });

  it('asks lucky money from 0.01 and min not above max', () => {
    expect(promotionParamsFit(5, lucky('0.01', '0.01'))).toBe(true);
    expect(promotionParamsFit(5, lucky('0.009999', '1'))).toBe(false);
    expect(promotionParamsFit(5, lucky('2', '1.99'))).toBe(false);
  });

  it('asks VIP level 0 at stake 0, then levels and stakes rising', () => {
    expect(promotionParamsFit(7, vip([0, '0'], [1, '1000'], [2, '5000']))).toBe(true);
    expect(promotionParamsFit(7, vip([0, '1'], [1, '1000']))).toBe(false);
    expect(promotionParamsFit(7, vip([1, '0'], [2, '1000']))).toBe(false);
    expect(promotionParamsFit(7, vip([0, '0'], [2, '1000'], [1, '5000']))).toBe(false);
    expect(promotionParamsFit(7, vip([0, '0'], [1, '1000'], [2, '1000']))).toBe(false);
  });

  it('asks every sign-in reward above 0', () => {
    expect(promotionParamsFit(10, signIn('0.5', '1'))).toBe(true);
    expect(promotionParamsFit(10, signIn('0.5', '0'))).toBe(false);
  });
});

describe('promotionInstant', () => {
  it('reads a time without a zone as Asia/Shanghai wall time, and ISO with its zone', () => {
    expect(promotionInstant('2026-11-26 00:00:00')?.toISOString()).toBe('2026-11-25T16:00:00.000Z');
    expect(promotionInstant('2026-11-26 08:30')?.toISOString()).toBe('2026-11-26T00:30:00.000Z');
    expect(promotionInstant('2026-11-26T00:00:00Z')?.toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(promotionInstant('2026-11-26T00:00:00.250Z')?.toISOString()).toBe('2026-11-26T00:00:00.250Z');
    expect(promotionInstant('2026-11-26T08:00:00+08:00')?.toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(promotionInstant('2026-11-25T19:00:00-05:00')?.toISOString()).toBe('2026-11-26T00:00:00.000Z');
  });

  it('refuses a day or time that does not exist, and other text', () => {
    for (const text of ['2026-02-30 00:00:00', '2026-13-01 00:00:00', '2026-11-26 24:00:00', '2026-11-26 12:60:00'])
      expect(promotionInstant(text), text).toBeNull();
    for (const text of ['2026-11-26', 'tomorrow', '', '2026/11/26 00:00:00'])
      expect(promotionInstant(text), text).toBeNull();
  });
});
