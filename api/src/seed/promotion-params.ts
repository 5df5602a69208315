/** The demo promotions' parameters (tiers, VIP levels, sign-in rewards) and the tables their rules show. */
import type { PromotionGroup, PromotionParams, VipLevel } from 'shared-contracts';
import { rulesTable } from './promotion-rules';

export interface DemoPromotion {
  type: number;
  title: string;
  summary: string;
  group: PromotionGroup;
  colours: [string, string];
  params: PromotionParams;
  /** Length of the period from today (Asia/Shanghai); null = no end. */
  days: number | null;
  sort: number;
  rules: string;
}

export const tiers = (pairs: Array<[string, string]>) => pairs.map(([min_stake, reward]) => ({ min_stake, reward }));
export const stakeTable = (label: string, rows: Array<{ min_stake: string; reward: string }>) =>
  rulesTable(
    ['档位', label, '奖励（USDT）'],
    rows.map((tier, index) => [`第${index + 1}档`, tier.min_stake, tier.reward]),
  );
export const winTiers = (pairs: Array<[number, string]>) => pairs.map(([multiple, reward]) => ({ multiple, reward }));
export const winTable = (rows: Array<{ multiple: number; reward: string }>) =>
  rulesTable(
    ['中奖倍数', '奖励（USDT）'],
    rows.map((tier) => [`${tier.multiple}倍及以上`, tier.reward]),
  );

/** VIP0–VIP6: stake to reach, level-up reward, and 反水 per 10,000 rising 30 → 100 by category and level. */
const VIP_STAKES = ['0', '10000', '50000', '200000', '500000', '1000000', '5000000'];
const VIP_REWARDS = ['0', '8', '38', '128', '388', '888', '3888'];
/** Base rate per category at VIP0 and its rise per level (slots and fishing reach 100 at VIP6). */
const VIP_RATES: Array<[number, number, number]> = [
  [1, 30, 8],
  [2, 30, 5],
  [3, 40, 10],
  [4, 30, 5],
  [5, 40, 10],
  [6, 30, 5],
  [7, 30, 5],
];
export const VIP_LEVELS: VipLevel[] = VIP_STAKES.map((min_stake, level) => ({
  level,
  name: `VIP${level}`,
  min_stake,
  reward: VIP_REWARDS[level] as string,
  rebate: VIP_RATES.map(([game_type_id, base, rise]) => ({ game_type_id, rate: base + rise * level })),
}));

export const MONTHLY = tiers([
  ['5000', '18'],
  ['20000', '68'],
  ['50000', '188'],
  ['100000', '388'],
  ['500000', '1888'],
]);
export const LOTTERY_DAILY = tiers([
  ['1000', '5'],
  ['5000', '28'],
  ['10000', '58'],
  ['50000', '288'],
]);
export const FISHING_WEEK = tiers([
  ['2000', '10'],
  ['10000', '58'],
  ['30000', '188'],
]);
export const FISHING_DAY = tiers([
  ['500', '3'],
  ['2000', '12'],
  ['5000', '30'],
]);
export const SMALL_STAKE = winTiers([
  [100, '8'],
  [300, '28'],
  [500, '58'],
  [1000, '188'],
]);
export const PRIZE_ON_PRIZE = winTiers([
  [50, '5'],
  [100, '18'],
  [200, '38'],
  [500, '88'],
]);
export const SIGN_IN = ['0.5', '1', '1.5', '2', '3', '5', '8'];
