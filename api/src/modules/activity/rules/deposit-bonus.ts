/**
 * Type 1 首充豪礼: a percentage of the player's first deposit ever ('first', once), or of the first
 * deposit of each Asia/Shanghai day ('daily_first', once a day), at most `cap`.
 */
import {
  activityLabels,
  apiMessages,
  microUsdt,
  parseUsdt,
  type DepositBonusParams,
  writeUsdt,
} from 'shared-contracts';
import type { MicroUsdt } from 'shared-contracts';
import type { RuleModule, RewardState } from './rule-module';
import { selectFirstDeposit, type CreditedDeposit } from './store';
import { dayWindow } from './days';

const PER_TEN_THOUSAND = 10_000n;

/**
 * The bonus of a deposit: deposit × percent / 10,000 floored to the micro-USDT, at most cap.
 * @example depositBonusAmount(microUsdt(100_000_000), 5_000, microUsdt(30_000_000)) // 30_000_000
 */
export function depositBonusAmount(deposit: MicroUsdt, percent: number, cap: MicroUsdt): MicroUsdt {
  const bonus = (BigInt(deposit) * BigInt(percent)) / PER_TEN_THOUSAND;
  return microUsdt(Math.min(Number(bonus), cap));
}

/**
 * Why a deposit earns no bonus (a message of apiMessages), or null when it does.
 * @example depositBonusRefusal({ amount: 5, at: '…' }, { minDeposit: 10, startsAt: '…' }) // activityDepositTooSmall
 */
export function depositBonusRefusal(
  deposit: CreditedDeposit | null,
  rule: { minDeposit: MicroUsdt; startsAt: string },
): string | null {
  if (deposit === null) return apiMessages.activityNeedDeposit;
  if (deposit.amount < rule.minDeposit) return apiMessages.activityDepositTooSmall;
  if (Date.parse(deposit.at) < Date.parse(rule.startsAt)) return apiMessages.activityDepositBeforeStart;
  return null;
}

export const depositBonusRule: RuleModule<DepositBonusParams> = {
  async evaluate({ db, promotion, playerId, now, claimedKeys }) {
    const { params } = promotion;
    const daily = params.scope === 'daily_first';
    const today = dayWindow(now);
    const deposit = await selectFirstDeposit(db, playerId, daily ? { since: today.startsAt, until: today.endsAt } : {});
    const minDeposit = microUsdt(parseUsdt(params.min_deposit) ?? 0);
    const cap = microUsdt(parseUsdt(params.cap) ?? 0);
    const periodKey = daily ? today.key : 'once';
    const amount = deposit === null ? null : depositBonusAmount(deposit.amount, params.percent, cap);
    let reason = depositBonusRefusal(deposit, { minDeposit, startsAt: promotion.startsAt });
    // A bonus of 0 (percent 0, or a deposit of a few micro-USDT) is nothing to pay.
    if (reason === null && amount === 0) reason = apiMessages.activityNotEligible;
    const claimed = claimedKeys.has(periodKey);
    const reward: RewardState = {
      tier: 0,
      label: daily ? activityLabels.dailyFirstDepositReward : activityLabels.firstDepositReward,
      amount,
      rangeText: amount === null ? activityLabels.upTo(writeUsdt(cap, { places: 2 })) : null,
      status: claimed ? 'claimed' : reason === null ? 'claimable' : 'locked',
      reason: claimed ? null : reason,
      periodKey,
    };
    return {
      period: daily ? today : null,
      progress: [
        {
          label: daily ? activityLabels.dailyFirstDepositProgress : activityLabels.firstDepositProgress,
          current: deposit?.amount ?? microUsdt(0),
          target: minDeposit,
        },
      ],
      rewards: [reward],
      streak: null,
    };
  },
};
