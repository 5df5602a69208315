/**
 * The arithmetic of the turnover-tier, rescue, single-win and VIP rules, pure: from figures already
 * read (stake, loss, rounds, claimed keys) to progress bars and reward states. Integer micro-USDT only.
 */
import {
  activityRuleLabels,
  apiMessages,
  microUsdt,
  parseUsdt,
  type LossRescueParams,
  type MicroUsdt,
  type SingleWinParams,
  type TurnoverTiersParams,
  type VipLevel,
} from 'shared-contracts';
import type { Evaluation, RewardState } from './rule-module';

type Progress = Evaluation['progress'][number];

/** Validated params always parse; should one not, its threshold is never reached and its reward is nothing. */
const threshold = (text: string) => parseUsdt(text) ?? Number.POSITIVE_INFINITY;
const amountOf = (text: string) => parseUsdt(text) ?? microUsdt(0);

/** A reward's state: claimed when its key was claimed, claimable when reached with something to pay, else locked. */
function stateOf(reached: boolean, amount: MicroUsdt, claimed: boolean, shortReason: string) {
  if (claimed) return { status: 'claimed' as const, reason: null };
  if (!reached) return { status: 'locked' as const, reason: shortReason };
  if (amount <= 0) return { status: 'locked' as const, reason: apiMessages.activityNothingToClaim };
  return { status: 'claimable' as const, reason: null };
}

/** A bar toward the lowest threshold above `current`, or the highest one once all are reached. */
function barToward(label: string, current: MicroUsdt, thresholds: readonly number[]): Progress {
  const finite = thresholds.filter((value) => Number.isFinite(value));
  const above = finite.filter((value) => value > current);
  const target = above.length > 0 ? Math.min(...above) : Math.max(0, ...finite);
  return { label, current, target: microUsdt(target) };
}

/**
 * Turnover tiers: each tier whose min_stake the window's stake reaches is claimable once per window
 * (period key `${windowKey}#${index}`, tier = its index); the bar runs to the next tier's min_stake.
 * @example turnoverTierRewards(params, microUsdt(1_000_000_000), '2026-11', new Set()) // tier 0 of min 1000 claimable
 */
export function turnoverTierRewards(
  params: TurnoverTiersParams,
  stake: MicroUsdt,
  windowKey: string,
  claimedKeys: ReadonlySet<string>,
): { progress: Progress[]; rewards: RewardState[] } {
  const mins = params.tiers.map((tier) => threshold(tier.min_stake));
  const rewards = params.tiers.map((tier, index): RewardState => {
    const amount = amountOf(tier.reward);
    const periodKey = `${windowKey}#${index}`;
    const state = stateOf(stake >= mins[index]!, amount, claimedKeys.has(periodKey), apiMessages.activityStakeShort);
    return { tier: index, label: activityRuleLabels.tier(index + 1), amount, rangeText: null, periodKey, ...state };
  });
  return { progress: [barToward(activityRuleLabels.windowStake[params.window], stake, mins)], rewards };
}

/**
 * Rescue money of a day's net loss: loss × percent / 10,000 floored to a micro-USDT, at most cap; 0 for
 * no loss. BigInt, since loss × percent can pass 2^53.
 * @example rescueAmount({ percent: 1000, cap: '50', … }, microUsdt(123_456_789)) // 12_345_678
 */
export function rescueAmount(params: LossRescueParams, loss: number): MicroUsdt {
  if (loss <= 0) return microUsdt(0);
  const share = (BigInt(loss) * BigInt(params.percent)) / 10_000n;
  const cap = BigInt(amountOf(params.cap));
  return microUsdt(Number(share < cap ? share : cap));
}

/** The one rescue reward of `day`'s loss (tier 0, period key = the day) and its bar toward min_loss. */
export function rescueReward(
  params: LossRescueParams,
  loss: number,
  day: string,
  claimedKeys: ReadonlySet<string>,
): { progress: Progress[]; rewards: RewardState[] } {
  const amount = rescueAmount(params, loss);
  const minLoss = threshold(params.min_loss);
  const reached = loss > 0 && loss >= minLoss;
  const state = stateOf(reached, amount, claimedKeys.has(day), apiMessages.activityLossShort);
  const reward = { tier: 0, label: activityRuleLabels.rescue(day), amount, rangeText: null, periodKey: day, ...state };
  return {
    progress: [barToward(activityRuleLabels.lossYesterday, microUsdt(Math.max(0, loss)), [minLoss])],
    rewards: [reward],
  };
}

/**
 * The tier of the highest multiple a round meets (payout ≥ multiple × stake, 0 < stake ≤ max_stake), or
 * null. BigInt, since multiple × stake can pass 2^53.
 * @example winTier({ max_stake: '10', tiers: [{ multiple: 50, reward: '8' }], … }, 1_000_000, 50_000_000) // { multiple: 50, reward: 8_000_000 }
 */
export function winTier(
  params: SingleWinParams,
  stake: number,
  payout: number,
): { multiple: number; reward: MicroUsdt } | null {
  if (stake <= 0 || stake > threshold(params.max_stake)) return null;
  let best: { multiple: number; reward: MicroUsdt } | null = null;
  for (const tier of params.tiers) {
    if (BigInt(payout) < BigInt(tier.multiple) * BigInt(stake)) continue;
    const reward = amountOf(tier.reward);
    if (!best || tier.multiple > best.multiple || (tier.multiple === best.multiple && reward > best.reward))
      best = { multiple: tier.multiple, reward };
  }
  return best;
}

/**
 * Single-win rewards, one per winning round (tier = the round's id, period key `round:<id>`); unclaimed
 * ones are locked once the player has claimed `daily_limit` rounds today.
 */
export function singleWinRewards(
  params: SingleWinParams,
  rounds: ReadonlyArray<{ id: number; stake: number; payout: number }>,
  claimedKeys: ReadonlySet<string>,
  claimsToday: number,
): RewardState[] {
  const limitReached = claimsToday >= params.daily_limit;
  return rounds.flatMap((round): RewardState[] => {
    const tier = winTier(params, round.stake, round.payout);
    if (!tier) return [];
    const periodKey = `round:${round.id}`;
    const state = claimedKeys.has(periodKey)
      ? stateOf(true, tier.reward, true, '')
      : limitReached
        ? { status: 'locked' as const, reason: apiMessages.activityWinDailyLimit }
        : stateOf(true, tier.reward, false, apiMessages.activityRoundNotEligible);
    const label = activityRuleLabels.round(round.id, tier.multiple);
    return [{ tier: round.id, label, amount: tier.reward, rangeText: null, periodKey, ...state }];
  });
}

/**
 * VIP level-up rewards: every level with a reward, claimable once its min_stake is reached (tier = the
 * level, period key `level:<n>`); the bar runs to the next level's min_stake.
 */
export function vipRewards(
  levels: readonly VipLevel[],
  stake: MicroUsdt,
  claimedKeys: ReadonlySet<string>,
): { progress: Progress[]; rewards: RewardState[] } {
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  const rewards = sorted.flatMap((level): RewardState[] => {
    const amount = amountOf(level.reward);
    if (amount <= 0) return [];
    const periodKey = `level:${level.level}`;
    const reached = stake >= threshold(level.min_stake);
    const state = stateOf(reached, amount, claimedKeys.has(periodKey), apiMessages.activityVipLevelShort);
    return [{ tier: level.level, label: level.name, amount, rangeText: null, periodKey, ...state }];
  });
  const mins = sorted.map((level) => threshold(level.min_stake));
  return { progress: [barToward(activityRuleLabels.vipStake, stake, mins)], rewards };
}
