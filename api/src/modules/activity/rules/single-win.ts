/**
 * Single-round win (types 6, 8): the player's rounds settled today or yesterday (Asia/Shanghai), and
 * after the promotion started, whose payout reaches a tier's multiple of a stake ≤ max_stake; each
 * round claimable once, at most daily_limit rounds a day (counted by the claims made today).
 */
import { microUsdt, parseUsdt, type SingleWinParams } from 'shared-contracts';
import { shanghaiDate, shanghaiMidnightUtc } from '../../../shanghai-time';
import type { RuleModule } from './rule-module';
import { countClaimsBetween, selectWinningRounds } from './store';
import { singleWinRewards } from './reward-math';
import { addDays } from './windows';

/** The newest eligible rounds listed (claimed ones among them). */
export const SINGLE_WIN_LIST_SIZE = 20;

export const singleWinRule: RuleModule<SingleWinParams> = {
  async evaluate({ db, promotion, playerId, now, claimedKeys }) {
    const { params } = promotion;
    const today = shanghaiDate(now);
    const yesterday = addDays(today, -1);
    const todayFrom = shanghaiMidnightUtc(today).toISOString();
    const tomorrowFrom = shanghaiMidnightUtc(addDays(today, 1)).toISOString();
    const yesterdayFrom = shanghaiMidnightUtc(yesterday).toISOString();
    const startsAt = new Date(promotion.startsAt).toISOString();
    const from = yesterdayFrom > startsAt ? yesterdayFrom : startsAt;
    const rounds = await selectWinningRounds(db, {
      playerId,
      categories: params.categories,
      maxStake: parseUsdt(params.max_stake) ?? microUsdt(0),
      minMultiple: Math.min(...params.tiers.map((tier) => tier.multiple)),
      from,
      to: tomorrowFrom,
      limit: SINGLE_WIN_LIST_SIZE,
    });
    const claimsToday = await countClaimsBetween(db, playerId, promotion.type, { from: todayFrom, to: tomorrowFrom });
    const rewards = singleWinRewards(params, rounds, claimedKeys, claimsToday);
    return { period: { key: today, startsAt: yesterday, endsAt: today }, progress: [], rewards, streak: null };
  },
};
