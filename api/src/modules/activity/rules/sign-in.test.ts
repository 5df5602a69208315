import { apiMessages, microUsdt } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { signInCalendar, signInReward, signInStreak } from './sign-in';

describe('signInStreak', () => {
  it('counts consecutive days up to yesterday, across a month end', () => {
    expect(signInStreak(new Set(), '2026-12-01')).toBe(0);
    expect(signInStreak(new Set(['2026-11-29', '2026-11-30']), '2026-12-01')).toBe(2);
    // Today's own sign-in does not lengthen the streak it is paid by.
    expect(signInStreak(new Set(['2026-11-30', '2026-12-01']), '2026-12-01')).toBe(1);
  });
  it('starts again after a skipped day', () => {
    expect(signInStreak(new Set(['2026-11-27', '2026-11-28', '2026-11-30']), '2026-12-01')).toBe(1);
    expect(signInStreak(new Set(['2026-11-28', '2026-11-29']), '2026-12-01')).toBe(0);
  });
});

describe('signInReward', () => {
  it('pays day n the nth reward, and the last one beyond the list', () => {
    expect(signInReward([1, 2, 3], 1)).toBe(1);
    expect(signInReward([1, 2, 3], 3)).toBe(3);
    expect(signInReward([1, 2, 3], 4)).toBe(3);
  });
});

describe('signInCalendar', () => {
  const rewards = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => microUsdt(n * 1_000_000));
  const calendar = (streak: number, signedToday: boolean, stakeMet = true) =>
    signInCalendar({ rewards, streak, today: '2026-11-26', signedToday, stakeMet });

  it('shows days 1–7: earlier days claimed, today claimable, later days locked', () => {
    const days = calendar(2, false);
    expect(days.map((day) => [day.tier, day.status])).toEqual([
      [1, 'claimed'],
      [2, 'claimed'],
      [3, 'claimable'],
      [4, 'locked'],
      [5, 'locked'],
      [6, 'locked'],
      [7, 'locked'],
    ]);
    expect(days[2]).toMatchObject({ amount: 3_000_000, periodKey: '2026-11-26', reason: null });
    expect(days[0]!.periodKey).toBe('2026-11-24');
    expect(days[3]).toMatchObject({ periodKey: '2026-11-27', reason: apiMessages.activityNotEligible });
  });
  it('marks today claimed once signed, and says tomorrow', () => {
    const days = calendar(0, true);
    expect(days[0]!.status).toBe('claimed');
    expect(days[1]).toMatchObject({ status: 'locked', reason: apiMessages.activitySignInDone });
  });
  it('locks today for its stake', () => {
    expect(calendar(0, false, false)[0]).toMatchObject({
      status: 'locked',
      reason: apiMessages.activitySignInStakeShort,
    });
  });
  it('moves to days 8–14 on the eighth day, paying the last reward beyond the list', () => {
    const days = calendar(7, false);
    expect(days.map((day) => day.tier)).toEqual([8, 9, 10, 11, 12, 13, 14]);
    expect(days[0]).toMatchObject({ status: 'claimable', amount: 8_000_000 });
    expect(days[6]!.amount).toBe(8_000_000);
    expect(calendar(6, false).map((day) => day.tier)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
