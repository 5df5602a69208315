/**
 * Type 10 每日签到: day n of a streak of consecutive daily sign-ins pays rewards[n-1] (the last one
 * from then on). The streak is read from the claimed period keys (each an Asia/Shanghai day), so a
 * skipped day starts again at day 1.
 */
import { activityLabels, apiMessages, microUsdt, parseUsdt, type MicroUsdt, type SignInParams } from 'shared-contracts';
import type { RewardState, RuleModule } from './rule-module';
import { selectDayStake } from './store';
import { dayWindow, shiftDay } from './days';

const CALENDAR_DAYS = 7;

/**
 * Consecutive signed days up to yesterday (today's sign-in does not count).
 * @example signInStreak(new Set(['2026-11-24', '2026-11-25']), '2026-11-26') // 2
 */
export function signInStreak(signedDays: ReadonlySet<string>, today: string): number {
  let streak = 0;
  while (signedDays.has(shiftDay(today, -(streak + 1)))) streak += 1;
  return streak;
}

/**
 * The reward of streak day `day` (from 1): rewards[day - 1], the last one beyond the list.
 * @example signInReward([1, 2, 3], 5) // 3
 */
export function signInReward<T>(rewards: readonly T[], day: number): T {
  return rewards[Math.min(day, rewards.length) - 1]!;
}

/**
 * The 7-day calendar around today's streak day (days 1–7, then 8–14 …): earlier days claimed,
 * today claimable, claimed or locked for its stake, later days locked.
 */
export function signInCalendar(input: {
  rewards: readonly MicroUsdt[];
  streak: number;
  today: string;
  signedToday: boolean;
  stakeMet: boolean;
}): RewardState[] {
  const todayNumber = input.streak + 1;
  const first = Math.floor((todayNumber - 1) / CALENDAR_DAYS) * CALENDAR_DAYS + 1;
  return Array.from({ length: CALENDAR_DAYS }, (_, index) => {
    const day = first + index;
    const base = {
      tier: day,
      label: activityLabels.signInDay(day),
      amount: signInReward(input.rewards, day),
      rangeText: null,
      periodKey: shiftDay(input.today, day - todayNumber),
    };
    if (day < todayNumber || (day === todayNumber && input.signedToday))
      return { ...base, status: 'claimed' as const, reason: null };
    if (day === todayNumber)
      return input.stakeMet
        ? { ...base, status: 'claimable' as const, reason: null }
        : { ...base, status: 'locked' as const, reason: apiMessages.activitySignInStakeShort };
    const reason = input.signedToday ? apiMessages.activitySignInDone : apiMessages.activityNotEligible;
    return { ...base, status: 'locked' as const, reason };
  });
}

export const signInRule: RuleModule<SignInParams> = {
  async evaluate({ db, promotion, playerId, now, claimedKeys }) {
    const { params } = promotion;
    const today = dayWindow(now);
    const streak = signInStreak(claimedKeys, today.key);
    const signedToday = claimedKeys.has(today.key);
    const minStake = microUsdt(parseUsdt(params.min_stake_today) ?? 0);
    const stake = minStake > 0 ? await selectDayStake(db, playerId, today.key) : microUsdt(0);
    const rewards = params.rewards.map((text) => microUsdt(parseUsdt(text) ?? 0));
    return {
      period: today,
      progress: minStake > 0 ? [{ label: activityLabels.todayStake, current: stake, target: minStake }] : [],
      rewards: signInCalendar({ rewards, streak, today: today.key, signedToday, stakeMet: stake >= minStake }),
      streak: { days: signedToday ? streak + 1 : streak, signedToday },
    };
  },
};
