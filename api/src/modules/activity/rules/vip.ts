/**
 * VIP level-up (type 7): the player's cumulative valid stake (every settled day) reaches levels; each
 * level with a reward is claimable once, whenever it was reached.
 */
import type { VipParams } from 'shared-contracts';
import type { RuleModule } from './rule-module';
import { selectCumulativeStake } from '../store';
import { vipRewards } from './reward-math';

export const vipRule: RuleModule<VipParams> = {
  async evaluate({ db, promotion, playerId, claimedKeys }) {
    const stake = await selectCumulativeStake(db, playerId);
    const { progress, rewards } = vipRewards(promotion.params.levels, stake, claimedKeys);
    return { period: null, progress, rewards, streak: null };
  },
};
