/**
 * Promotions (issue 16; spec §3 promotion types 1–13): the rule kinds and the parameters an
 * operator sets for each. Amounts are USDT text in (at most 6 places) and 6-place text out; rates
 * and percentages are per 10,000 (万分之; 1000 = 10 %); multiples are numbers with ≤ 2 decimals.
 */
import { z } from 'zod';
import { usdtAmountField } from './fields';
import { apiMessages } from './messages';

/** The 13 promotion types of spec §3, by number. One promotion per type. */
export const PROMOTION_TYPES = {
  firstDeposit: 1,
  monthlyGiveaway: 2,
  trialMoney: 3,
  rescueMoney: 4,
  luckyMoney: 5,
  smallStakeBigWin: 6,
  vip: 7,
  prizeOnPrize: 8,
  lotteryDailyFun: 9,
  signIn: 10,
  fishingWeekFun: 11,
  fishingDailyChallenge: 12,
  everyoneAgent: 13,
} as const;
export const PROMOTION_TYPE_MIN = 1;
export const PROMOTION_TYPE_MAX = 13;

/** The rule kind each type runs (a type's kind never changes; its parameters do). */
export const RULE_KIND_OF_TYPE = {
  1: 'deposit_bonus',
  2: 'turnover_tiers',
  3: 'trial',
  4: 'loss_rescue',
  5: 'lucky_money',
  6: 'single_win',
  7: 'vip',
  8: 'single_win',
  9: 'turnover_tiers',
  10: 'sign_in',
  11: 'turnover_tiers',
  12: 'turnover_tiers',
  13: 'info',
} as const satisfies Record<number, string>;
export type RuleKind = (typeof RULE_KIND_OF_TYPE)[keyof typeof RULE_KIND_OF_TYPE];

/** The tabs of /activity: each promotion belongs to one group. */
export const PROMOTION_GROUPS = ['recharge', 'games', 'daily', 'vip', 'agent'] as const;
export type PromotionGroup = (typeof PROMOTION_GROUPS)[number];

/** Per 10,000 (万分之): 10,000 is 100 %. */
const perTenThousand = z.number({ error: apiMessages.badField }).int(apiMessages.badField).min(0).max(10_000);
/** A turnover multiple of a bonus (0 = none asked), at most 2 decimals, at most 100×. */
const multiple = z
  .number({ error: apiMessages.badField })
  .min(0, apiMessages.badField)
  .max(100, apiMessages.badField)
  .multipleOf(0.01, apiMessages.badField);
/** Game categories (spec §3 game_type_id 0–7) a rule counts; at least one. */
const categories = z
  .array(z.number({ error: apiMessages.badField }).int().min(0).max(7), { error: apiMessages.badField })
  .min(1, apiMessages.badField)
  .max(8, apiMessages.badField);

/** Type 1 首充豪礼 (first deposit) — or the first deposit of each Asia/Shanghai day. */
export const depositBonusParamsSchema = z.object({
  kind: z.literal('deposit_bonus'),
  scope: z.enum(['first', 'daily_first']).default('first'),
  min_deposit: usdtAmountField,
  percent: perTenThousand,
  cap: usdtAmountField,
  turnover_multiple: multiple,
});

/** Types 2, 9, 11, 12: valid stake in `categories` over the window reaching a tier → its fixed reward, each tier once per window. */
export const turnoverTiersParamsSchema = z.object({
  kind: z.literal('turnover_tiers'),
  categories,
  /** day: the Asia/Shanghai day; week7: 7-day windows counted from the promotion's first day; month: the calendar month. */
  window: z.enum(['day', 'week7', 'month']),
  tiers: z
    .array(z.object({ min_stake: usdtAmountField, reward: usdtAmountField }), { error: apiMessages.badField })
    .min(1, apiMessages.badField)
    .max(10, apiMessages.badField),
  turnover_multiple: multiple,
});

/** Type 4 救援金: yesterday's net loss in `categories` ≥ min_loss → percent of it back, at most cap. */
export const lossRescueParamsSchema = z.object({
  kind: z.literal('loss_rescue'),
  categories,
  min_loss: usdtAmountField,
  percent: perTenThousand,
  cap: usdtAmountField,
  turnover_multiple: multiple,
});

/** Types 6, 8: a round settled today or yesterday whose payout ≥ multiple × stake with stake ≤ max_stake → the reward of the highest tier met, once per round. */
export const singleWinParamsSchema = z.object({
  kind: z.literal('single_win'),
  categories,
  max_stake: usdtAmountField,
  tiers: z
    .array(z.object({ multiple: z.number().int().min(2).max(100_000), reward: usdtAmountField }))
    .min(1, apiMessages.badField)
    .max(10, apiMessages.badField),
  /** How many rounds a player may claim per Asia/Shanghai day. */
  daily_limit: z.number().int().min(1).max(100),
  turnover_multiple: multiple,
});

/** Type 10 每日签到: day n of a streak of consecutive daily sign-ins pays rewards[n-1] (the last one from then on). */
export const signInParamsSchema = z.object({
  kind: z.literal('sign_in'),
  rewards: z.array(usdtAmountField).min(1, apiMessages.badField).max(31, apiMessages.badField),
  /** Valid stake settled today needed before signing in (0: none). */
  min_stake_today: usdtAmountField,
  turnover_multiple: multiple,
});

/** Type 5 每日红包: once a day, a random amount in [min, max] (0.01 steps, CSPRNG) for a player who deposited or bet that day. */
export const luckyMoneyParamsSchema = z.object({
  kind: z.literal('lucky_money'),
  min: usdtAmountField,
  max: usdtAmountField,
  turnover_multiple: multiple,
});

/** Type 3 转换体验金: a one-off credit for a player who has never deposited; not withdrawable until its turnover is met. */
export const trialParamsSchema = z.object({
  kind: z.literal('trial'),
  amount: usdtAmountField,
  /** Only players registered at most this many days ago. */
  max_account_age_days: z.number().int().min(1).max(3650),
  turnover_multiple: multiple,
});

/** One VIP level: reached by cumulative valid stake; its reward once on reaching it; its rebate rate per category. */
export const vipLevelSchema = z.object({
  level: z.number().int().min(0).max(99),
  name: z.string().trim().min(1).max(20),
  min_stake: usdtAmountField,
  reward: usdtAmountField,
  /** 反水 per 10,000 of valid stake, by game category (a category absent here gets none). */
  rebate: z.array(z.object({ game_type_id: z.number().int().min(0).max(7), rate: z.number().int().min(0).max(500) })),
});
/** Type 7 VIP晋级: the levels, lowest first (level 0 from 0). Rebates use these levels even when the promotion is off. */
export const vipParamsSchema = z.object({
  kind: z.literal('vip'),
  levels: z.array(vipLevelSchema).min(1, apiMessages.badField).max(30, apiMessages.badField),
  turnover_multiple: multiple,
});

/** Type 13 全民代理: an information page linking to /Agent; nothing to claim. */
export const infoParamsSchema = z.object({ kind: z.literal('info'), link: z.string().max(200).default('/Agent') });

export const promotionParamsSchema = z.discriminatedUnion(
  'kind',
  [
    depositBonusParamsSchema,
    turnoverTiersParamsSchema,
    lossRescueParamsSchema,
    singleWinParamsSchema,
    signInParamsSchema,
    luckyMoneyParamsSchema,
    trialParamsSchema,
    vipParamsSchema,
    infoParamsSchema,
  ],
  { error: apiMessages.activityParamsInvalid },
);
export type PromotionParams = z.output<typeof promotionParamsSchema>;
export type DepositBonusParams = z.output<typeof depositBonusParamsSchema>;
export type TurnoverTiersParams = z.output<typeof turnoverTiersParamsSchema>;
export type LossRescueParams = z.output<typeof lossRescueParamsSchema>;
export type SingleWinParams = z.output<typeof singleWinParamsSchema>;
export type SignInParams = z.output<typeof signInParamsSchema>;
export type LuckyMoneyParams = z.output<typeof luckyMoneyParamsSchema>;
export type TrialParams = z.output<typeof trialParamsSchema>;
export type VipParams = z.output<typeof vipParamsSchema>;
export type VipLevel = z.output<typeof vipLevelSchema>;
export type InfoParams = z.output<typeof infoParamsSchema>;
