/**
 * One evaluation of a promotion for a player, the same for task/progress and task/receive: the
 * rule kind's answer from the player's claimed keys, with every unclaimed reward locked while the
 * promotion is upcoming or ended.
 */
import type { Kysely } from 'kysely';
import { apiMessages } from 'shared-contracts';
import type { Database } from '../../../db/schema';
import { selectClaimedKeys } from './claims-store';
import type { Evaluation, LoadedPromotion } from '../rules/rule-module';
import { promotionState } from './promotions';
import { ruleOf } from '../rules';

/** What the player may claim of `promotion` at `now`, read in `db` (the claim's transaction at a claim). */
export async function evaluatePromotion(
  db: Kysely<Database>,
  promotion: LoadedPromotion,
  playerId: number,
  now: Date,
): Promise<Evaluation> {
  const claimedKeys = await selectClaimedKeys(db, playerId, promotion.type);
  const evaluation = await ruleOf(promotion.params).evaluate({ db, promotion, playerId, now, claimedKeys });
  const state = promotionState(promotion, now);
  if (state === 'running') return evaluation;
  const reason = state === 'ended' ? apiMessages.activityEnded : apiMessages.activityNotStarted;
  return {
    ...evaluation,
    rewards: evaluation.rewards.map((reward) =>
      reward.status === 'claimed' ? reward : { ...reward, status: 'locked', reason },
    ),
  };
}
