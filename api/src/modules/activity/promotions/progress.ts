/** GET task/progress: a player's progress in one promotion and the state of each of its rewards. */
import { formatUsdt, type ActivityProgress } from 'shared-contracts';
import type { AppContext } from '../../../context';
import { formatShanghaiTime } from '../../../shanghai-time';
import { evaluatePromotion } from './evaluate';
import { shownPromotionOfType, turnoverMultipleOf } from './promotions';

/**
 * The player's progress in the promotion of `activityType`.
 * @throws DomainError activityNotFound when it is off, missing or does not parse
 */
export async function taskProgress(
  context: AppContext,
  playerId: number,
  activityType: number,
): Promise<ActivityProgress> {
  const promotion = await shownPromotionOfType(context.db, activityType);
  const evaluation = await evaluatePromotion(context.db, promotion, playerId, context.now());
  const { period, streak } = evaluation;
  return {
    activity_type: promotion.type,
    period:
      period === null
        ? null
        : {
            key: period.key,
            starts_at: formatShanghaiTime(period.startsAt),
            ends_at: formatShanghaiTime(period.endsAt),
          },
    progress: evaluation.progress.map((bar) => ({
      label: bar.label,
      current: formatUsdt(bar.current),
      target: formatUsdt(bar.target),
    })),
    rewards: evaluation.rewards.map((reward) => ({
      tier: reward.tier,
      label: reward.label,
      amount: reward.amount === null ? null : formatUsdt(reward.amount),
      range_text: reward.rangeText,
      status: reward.status,
      reason: reward.reason,
    })),
    streak: streak === null ? null : { days: streak.days, signed_today: streak.signedToday },
    turnover_multiple: turnoverMultipleOf(promotion.params),
  };
}
