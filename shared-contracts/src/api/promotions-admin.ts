/**
 * The operator console's 活动与任务 screen (issue 17): the names of the 13 promotion types and of
 * their rule kinds, and the cross-field rules of a promotion's parameters as one function, so the
 * server's check (PUT /api/admin/promotions/:type) and the console's form never disagree.
 */
import { parseUsdt } from '../money';
import { RULE_KIND_OF_TYPE, type PromotionParams, type RuleKind } from './activity-params';

/** Spec §3 promotion types 1–13 as the console names them (the title of a promotion is the operator's). */
export const promotionTypeNames: Readonly<Record<number, string>> = {
  1: '首充豪礼',
  2: '电子/捕鱼月度豪礼',
  3: '转换体验金',
  4: '电子/捕鱼/棋牌救援金',
  5: '每日红包',
  6: '以小博大',
  7: 'VIP晋级',
  8: '电子奖上奖',
  9: '5D房每日乐',
  10: '每日签到',
  11: '捕鱼7日乐',
  12: '捕鱼每日挑战',
  13: '全民代理',
};

/** What each rule kind does, in a few words. */
export const ruleKindNames: Readonly<Record<RuleKind, string>> = {
  deposit_bonus: '充值赠送',
  turnover_tiers: '投注档位',
  trial: '体验金',
  loss_rescue: '亏损救援',
  lucky_money: '随机红包',
  single_win: '单局高倍',
  vip: 'VIP等级',
  sign_in: '连续签到',
  info: '说明页',
};

/** Why parameters that pass promotionParamsSchema still cannot run. */
export const promotionParamsFaults = {
  kind: '参数类型与活动类型不符',
  cap: '封顶金额须大于0',
  stakeTiers: '各档位的有效投注须逐档递增',
  tierRewards: '各档位奖励须大于0',
  multiples: '各档位的中奖倍数须逐档递增',
  maxStake: '最高投注须大于0',
  luckyRange: '红包最小金额须不低于0.01，且不大于最大金额',
  vipFirst: '第一个等级须为0级，累计有效投注为0',
  vipRising: '等级与累计有效投注须逐级递增',
  signInRewards: '每天的签到奖励须大于0',
  trialAmount: '体验金金额须大于0',
} as const;

/** The least lucky money a draw may give: 0.01 USDT. */
const LUCKY_MONEY_MIN = 10_000;

/** Micro-USDT of a field the contract schema already accepted (its text always parses). */
const micro = (text: string): number => parseUsdt(text) ?? Number.NaN;

/** Whether every value is larger than the one before. */
const strictlyIncreasing = (values: readonly number[]): boolean =>
  values.every((value, index) => index === 0 || value > (values[index - 1] as number));

function vipFault(params: Extract<PromotionParams, { kind: 'vip' }>): string | null {
  const [first] = params.levels;
  if (first === undefined || first.level !== 0 || micro(first.min_stake) !== 0) return promotionParamsFaults.vipFirst;
  const rising =
    strictlyIncreasing(params.levels.map((level) => level.level)) &&
    strictlyIncreasing(params.levels.map((level) => micro(level.min_stake)));
  return rising ? null : promotionParamsFaults.vipRising;
}

/**
 * Why `params` (parsed by promotionParamsSchema) cannot run as promotion `type`, or null when they
 * can: the type's rule kind, and the rules a schema cannot say field by field (caps above 0, tiers
 * rising, a lucky-money range from 0.01, VIP levels from level 0 at stake 0, rewards above 0).
 * @example promotionParamsFault(1, { kind: 'deposit_bonus', scope: 'first', min_deposit: '10', percent: 10000, cap: '0', turnover_multiple: 10 }) // '封顶金额须大于0'
 */
export function promotionParamsFault(type: number, params: PromotionParams): string | null {
  if (RULE_KIND_OF_TYPE[type as keyof typeof RULE_KIND_OF_TYPE] !== params.kind) return promotionParamsFaults.kind;
  const faults = promotionParamsFaults;
  switch (params.kind) {
    case 'deposit_bonus':
    case 'loss_rescue':
      return micro(params.cap) > 0 ? null : faults.cap;
    case 'turnover_tiers':
      if (!strictlyIncreasing(params.tiers.map((tier) => micro(tier.min_stake)))) return faults.stakeTiers;
      return params.tiers.every((tier) => micro(tier.reward) > 0) ? null : faults.tierRewards;
    case 'single_win':
      if (!strictlyIncreasing(params.tiers.map((tier) => tier.multiple))) return faults.multiples;
      if (!params.tiers.every((tier) => micro(tier.reward) > 0)) return faults.tierRewards;
      return micro(params.max_stake) > 0 ? null : faults.maxStake;
    case 'lucky_money':
      return micro(params.min) >= LUCKY_MONEY_MIN && micro(params.min) <= micro(params.max) ? null : faults.luckyRange;
    case 'vip':
      return vipFault(params);
    case 'sign_in':
      return params.rewards.every((reward) => micro(reward) > 0) ? null : faults.signInRewards;
    case 'trial':
      return micro(params.amount) > 0 ? null : faults.trialAmount;
    case 'info':
      return null;
  }
}
