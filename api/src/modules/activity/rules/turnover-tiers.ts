/**
 * Turnover tiers (types 2, 9, 11, 12): valid stake in the categories over the current window (day,
 * 7 days from the promotion's first day, or calendar month), from the settled-day stake; each tier
 * reached is claimable once per window. Only the current window is claimable: a tier reached in a
 * window that has closed and was not claimed then is gone.
 */
import type { TurnoverTiersParams } from 'shared-contracts';
import { shanghaiDate } from '../../../shanghai-time';
import type { RuleModule } from './rule-module';
import { selectStakeOfDays } from './store';
import { turnoverTierRewards } from './reward-math';
import { windowAt } from './windows';

export const turnoverTiersRule: RuleModule<TurnoverTiersParams> = {
  async evaluate({ db, promotion, playerId, now, claimedKeys }) {
    const { params } = promotion;
    const window = windowAt(params.window, now, promotion.startsAt);
    // Stake counts only on the promotion's own days up to today, even where its first or last window reaches past them.
    const firstDay = shanghaiDate(new Date(promotion.startsAt));
    const today = shanghaiDate(now);
    const lastDay = promotion.endsAt === null ? today : minDay(today, shanghaiDate(new Date(promotion.endsAt)));
    const days = { first: maxDay(window.first, firstDay), last: minDay(window.last, lastDay) };
    const stake = await selectStakeOfDays(db, playerId, params.categories, days);
    const { progress, rewards } = turnoverTierRewards(params, stake, window.key, claimedKeys);
    return {
      period: { key: window.key, startsAt: window.first, endsAt: window.last },
      progress,
      rewards,
      streak: null,
    };
  },
};

const maxDay = (a: string, b: string) => (a > b ? a : b);
const minDay = (a: string, b: string) => (a < b ? a : b);
