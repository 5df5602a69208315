/**
 * Type 5 每日红包: once per Asia/Shanghai day, for a player who deposited or opened a round that
 * day, an amount drawn at the claim uniformly in [min, max] in 0.01 steps with a CSPRNG.
 */
import { randomInt } from 'node:crypto';
import {
  activityLabels,
  apiMessages,
  microUsdt,
  parseUsdt,
  type LuckyMoneyParams,
  type MicroUsdt,
  writeUsdt,
} from 'shared-contracts';
import type { RuleModule } from './rule-module';
import { hasRoundOpenedBetween, selectFirstDeposit } from './store';
import { dayWindow } from './days';

const MICRO_PER_CENT = 10_000;

/**
 * An amount in [min, max] in whole cents, each equally likely: `pick(a, b)` answers an integer in [a, b).
 * A range holding no whole cent pays `min`.
 * @example drawLuckyAmount(microUsdt(100_000), microUsdt(8_880_000), randomInt) // 0.10 … 8.88
 */
export function drawLuckyAmount(
  min: MicroUsdt,
  max: MicroUsdt,
  pick: (from: number, toExclusive: number) => number,
): MicroUsdt {
  const low = Math.ceil(min / MICRO_PER_CENT);
  const high = Math.floor(max / MICRO_PER_CENT);
  if (high < low) return min;
  return microUsdt(pick(low, high + 1) * MICRO_PER_CENT);
}

const bounds = (params: LuckyMoneyParams) => ({
  min: microUsdt(parseUsdt(params.min) ?? 0),
  max: microUsdt(parseUsdt(params.max) ?? 0),
});

export const luckyMoneyRule: RuleModule<LuckyMoneyParams> = {
  async evaluate({ db, promotion, playerId, now, claimedKeys }) {
    const today = dayWindow(now);
    const claimed = claimedKeys.has(today.key);
    const active =
      claimed ||
      (await selectFirstDeposit(db, playerId, { since: today.startsAt, until: today.endsAt })) !== null ||
      (await hasRoundOpenedBetween(db, playerId, today.startsAt, today.endsAt));
    const { min, max } = bounds(promotion.params);
    return {
      period: today,
      progress: [],
      rewards: [
        {
          tier: 0,
          label: activityLabels.luckyMoneyReward,
          amount: null,
          rangeText: activityLabels.usdtRange(writeUsdt(min, { places: 2 }), writeUsdt(max, { places: 2 })),
          status: claimed ? 'claimed' : active ? 'claimable' : 'locked',
          reason: active ? null : apiMessages.activityNeedPlayToday,
          periodKey: today.key,
        },
      ],
      streak: null,
    };
  },
  amountAtClaim(params) {
    const { min, max } = bounds(params);
    return drawLuckyAmount(min, max, randomInt);
  },
};
