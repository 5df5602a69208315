/**
 * Loss rescue (type 4): yesterday's (Asia/Shanghai) net loss in the categories, Σ (stake − payout) of
 * the settled rounds opened that day, pays percent of it back (at most cap) once, claimable today.
 */
import type { LossRescueParams } from 'shared-contracts';
import { shanghaiDate } from '../../../shanghai-time';
import type { RuleModule } from './rule-module';
import { selectNetLossOfDay } from './store';
import { rescueReward } from './reward-math';
import { addDays } from './windows';

export const lossRescueRule: RuleModule<LossRescueParams> = {
  async evaluate({ db, promotion, playerId, now, claimedKeys }) {
    const yesterday = addDays(shanghaiDate(now), -1);
    // A day before the promotion's first day is no loss of the promotion's.
    const counted = yesterday >= shanghaiDate(new Date(promotion.startsAt));
    const loss = counted ? await selectNetLossOfDay(db, playerId, promotion.params.categories, yesterday) : 0;
    const { progress, rewards } = rescueReward(promotion.params, loss, yesterday, claimedKeys);
    return { period: { key: yesterday, startsAt: yesterday, endsAt: yesterday }, progress, rewards, streak: null };
  },
};
