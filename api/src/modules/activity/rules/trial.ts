/** Type 3 转换体验金: a one-off credit for a player who has never deposited and registered recently. */
import { activityLabels, apiMessages, microUsdt, parseUsdt, type TrialParams } from 'shared-contracts';
import type { RuleModule } from './rule-module';
import { selectFirstDeposit, selectRegisteredAt } from './store';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Why a player may not take the trial money (a message of apiMessages), or null when they may.
 * An account exactly max_account_age_days old still may.
 * @example trialRefusal({ deposited: false, registeredAt: '2026-11-01T00:00:00Z', now, maxAgeDays: 7 })
 */
export function trialRefusal(input: {
  deposited: boolean;
  registeredAt: string | undefined;
  now: Date;
  maxAgeDays: number;
}): string | null {
  if (input.deposited) return apiMessages.activityTrialDeposited;
  if (input.registeredAt === undefined) return apiMessages.activityNotEligible;
  if (input.now.getTime() - Date.parse(input.registeredAt) > input.maxAgeDays * DAY_MS)
    return apiMessages.activityTrialTooOld;
  return null;
}

export const trialRule: RuleModule<TrialParams> = {
  async evaluate({ db, promotion, playerId, now, claimedKeys }) {
    const { params } = promotion;
    const claimed = claimedKeys.has('once');
    const reason = claimed
      ? null
      : trialRefusal({
          deposited: (await selectFirstDeposit(db, playerId)) !== null,
          registeredAt: await selectRegisteredAt(db, playerId),
          now,
          maxAgeDays: params.max_account_age_days,
        });
    return {
      period: null,
      progress: [],
      rewards: [
        {
          tier: 0,
          label: activityLabels.trialReward,
          amount: microUsdt(parseUsdt(params.amount) ?? 0),
          rangeText: null,
          status: claimed ? 'claimed' : reason === null ? 'claimable' : 'locked',
          reason,
          periodKey: 'once',
        },
      ],
      streak: null,
    };
  },
};
