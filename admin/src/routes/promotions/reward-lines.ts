/**
 * A promotion's rewards as the player reads them on its page: one line per tier, level or day, in
 * the words of the activity screens (activityRuleLabels, activityLabels), from the parameters alone.
 */
import {
  activityLabels,
  activityRuleLabels,
  apiGameTypeNames,
  type PromotionParams,
  writeUsdt,
} from 'shared-contracts';

export interface RewardLine {
  label: string;
  condition: string;
  reward: string;
}

/**
 * A rate per 10,000 as a percentage.
 * @example perTenThousand(45) // '0.45%'
 */
export const perTenThousand = (rate: number) => `${Number((rate / 100).toFixed(2))}%`;

/** USDT text without trailing zeros, digits grouped ('5,000.5'), as the console's reports show it. */
export const grouped = (text: string) => writeUsdt(text, { grouped: true });

const usdt = (text: string) => `${grouped(text)} USDT`;
const categoryNames = (ids: readonly number[]) => ids.map((id) => apiGameTypeNames[id] ?? String(id)).join('、');

/** The reward lines of `params`; none for the information page of type 13. */
export function rewardLines(params: PromotionParams): RewardLine[] {
  switch (params.kind) {
    case 'deposit_bonus': {
      const daily = params.scope === 'daily_first';
      return [
        {
          label: daily ? activityLabels.dailyFirstDepositReward : activityLabels.firstDepositReward,
          condition: `${daily ? activityLabels.dailyFirstDepositProgress : activityLabels.firstDepositProgress} ≥ ${usdt(params.min_deposit)}`,
          reward: `充值金额的 ${perTenThousand(params.percent)}，${activityLabels.upTo(grouped(params.cap))}`,
        },
      ];
    }
    case 'turnover_tiers':
      return params.tiers.map((tier, index) => ({
        label: activityRuleLabels.tier(index + 1),
        condition: `${activityRuleLabels.windowStake[params.window]}（${categoryNames(params.categories)}）≥ ${usdt(tier.min_stake)}`,
        reward: usdt(tier.reward),
      }));
    case 'loss_rescue':
      return [
        {
          label: '救援金',
          condition: `${activityRuleLabels.lossYesterday}（${categoryNames(params.categories)}）≥ ${usdt(params.min_loss)}`,
          reward: `亏损的 ${perTenThousand(params.percent)}，${activityLabels.upTo(grouped(params.cap))}`,
        },
      ];
    case 'single_win':
      return params.tiers.map((tier) => ({
        label: `${tier.multiple}倍`,
        condition: `${categoryNames(params.categories)}单局投注 ≤ ${usdt(params.max_stake)}，赢得投注的 ${tier.multiple} 倍及以上（每日限 ${params.daily_limit} 次）`,
        reward: usdt(tier.reward),
      }));
    case 'sign_in':
      return params.rewards.map((reward, index) => ({
        label: activityLabels.signInDay(index + 1),
        condition: `连续签到第 ${index + 1} 天${index === params.rewards.length - 1 ? '及以后' : ''}${
          Number(params.min_stake_today) > 0 ? `（当日有效投注 ≥ ${usdt(params.min_stake_today)}）` : ''
        }`,
        reward: usdt(reward),
      }));
    case 'lucky_money':
      return [
        {
          label: activityLabels.luckyMoneyReward,
          condition: '当日有充值或投注，每日一次',
          reward: activityLabels.usdtRange(grouped(params.min), grouped(params.max)),
        },
      ];
    case 'trial':
      return [
        {
          label: activityLabels.trialReward,
          condition: `注册 ${params.max_account_age_days} 天内且从未充值，限领一次`,
          reward: usdt(params.amount),
        },
      ];
    case 'vip':
      return params.levels.map((level) => ({
        label: level.name,
        condition: `${activityRuleLabels.vipStake} ≥ ${usdt(level.min_stake)}`,
        reward: `晋级奖励 ${usdt(level.reward)}${level.rebate.length ? `；反水 ${level.rebate.map((rate) => `${apiGameTypeNames[rate.game_type_id] ?? rate.game_type_id} ${perTenThousand(rate.rate)}`).join('、')}` : ''}`,
      }));
    case 'info':
      return [];
  }
}
