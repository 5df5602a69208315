/**
 * The daily rule kinds on both databases, with the app's clock across Asia/Shanghai midnight
 * (16:00 UTC): sign-in streaks, lucky money, the daily first deposit, and the trial money.
 */
import { apiMessages, formatUsdt, microUsdt } from 'shared-contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestApp } from '../../../test/harness';
import { useLedgerTestApp } from '../../../test/ledger-suite';
import { bonusCredits, claimRequestId, progressCall, putPromotion, receiveCall } from '../../../test/promotions';
import { freezeClock, postAt, recordPlayer } from '../../../test/records';
import { playRound, recordsConfig, roundPlayer, USDT } from '../../../test/records-rounds';
import { playerToken, refusal } from '../../../test/requests';

/** 2026-11-26 10:00 Asia/Shanghai. */
const DAY_ONE = '2026-11-26T02:00:00.000Z';
/** 00:00 Asia/Shanghai on 2026-11-27. */
const MIDNIGHT = '2026-11-26T16:00:00.000Z';
const at = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
const HOUR = 3_600_000;

describe.each(TEST_DATABASES)('daily promotions on %s', (database) => {
  let testApp: TestApp;
  useLedgerTestApp(database, (app) => (testApp = app), { ...recordsConfig(), gameSessionTtlMs: 30 * 24 * HOUR });
  beforeAll(async () => {
    freezeClock(testApp, DAY_ONE);
    const startsAt = '2026-11-01T00:00:00.000Z';
    await putPromotion(testApp, {
      type: 10,
      startsAt,
      params: { rewards: ['1', '2', '3'], min_stake_today: '10', turnover_multiple: 0 },
    });
    await putPromotion(testApp, { type: 5, startsAt, params: { min: '0.1', max: '8.88', turnover_multiple: 1 } });
    await putPromotion(testApp, {
      type: 3,
      startsAt,
      params: { amount: '5', max_account_age_days: 7, turnover_multiple: 10 },
    });
    await putPromotion(testApp, {
      type: 1,
      startsAt,
      params: { scope: 'daily_first', min_deposit: '10', percent: 1000, cap: '5', turnover_multiple: 0 },
    });
  });
  const claim = (token: string, type: number, tier = 0, requestId = claimRequestId()) =>
    receiveCall(testApp, token, { activity_type: type, tier, request_id: requestId });

  it('signs in once a day after the day’s stake, counts a streak and starts again after a skipped day', async () => {
    freezeClock(testApp, DAY_ONE);
    const player = await roundPlayer(testApp);
    expect(await claim(player.token, 10, 1)).toEqual(refusal(apiMessages.activitySignInStakeShort));
    await playRound(testApp, player, { at: at(DAY_ONE, 1000), stake: 10 * USDT, payout: 0 });
    const before = await progressCall(testApp, player.token, 10);
    expect(before.result).toMatchObject({
      period: { key: '2026-11-26', starts_at: '2026-11-26 00:00:00', ends_at: '2026-11-27 00:00:00' },
      progress: [{ label: '今日有效投注', current: '10.000000', target: '10.000000' }],
      streak: { days: 0, signed_today: false },
    });
    expect(before.result.rewards.map((reward: any) => [reward.tier, reward.label, reward.status])).toEqual([
      [1, '第1天', 'claimable'],
      [2, '第2天', 'locked'],
      [3, '第3天', 'locked'],
      [4, '第4天', 'locked'],
      [5, '第5天', 'locked'],
      [6, '第6天', 'locked'],
      [7, '第7天', 'locked'],
    ]);
    expect((await claim(player.token, 10, 1)).result).toMatchObject({
      amount: '1.000000',
      turnover_required: '0.000000',
    });
    expect(await claim(player.token, 10, 1)).toEqual(refusal(apiMessages.activityAlreadyClaimed));
    // The last millisecond of the day is still the same day.
    freezeClock(testApp, at(MIDNIGHT, -1));
    expect(await claim(player.token, 10, 2)).toEqual(refusal(apiMessages.activitySignInDone));
    expect((await progressCall(testApp, player.token, 10)).result.streak).toEqual({ days: 1, signed_today: true });
    // From 00:00 Asia/Shanghai: day 2 of the streak, once today's stake is in.
    freezeClock(testApp, MIDNIGHT);
    expect((await progressCall(testApp, player.token, 10)).result.streak).toEqual({ days: 1, signed_today: false });
    expect(await claim(player.token, 10, 2)).toEqual(refusal(apiMessages.activitySignInStakeShort));
    await playRound(testApp, player, { at: MIDNIGHT, stake: 12 * USDT, payout: 0 });
    expect((await claim(player.token, 10, 2)).result.amount).toBe('2.000000');
    expect((await progressCall(testApp, player.token, 10)).result.streak).toEqual({ days: 2, signed_today: true });
    // 2026-11-28 skipped: on the 29th the streak starts again at day 1.
    const dayFour = at(MIDNIGHT, 2 * 24 * HOUR + HOUR);
    freezeClock(testApp, dayFour);
    await playRound(testApp, player, { at: dayFour, stake: 10 * USDT, payout: 0 });
    expect(await claim(player.token, 10, 3)).toEqual(refusal(apiMessages.activityNotEligible));
    expect((await claim(player.token, 10, 1)).result.amount).toBe('1.000000');
    expect((await progressCall(testApp, player.token, 10)).result.streak).toEqual({ days: 1, signed_today: true });
    expect((await bonusCredits(testApp, player.id)).map((credit) => credit.amount)).toEqual([
      1 * USDT,
      2 * USDT,
      1 * USDT,
    ]);
  });

  it('gives lucky money once a day, in range, to a player who deposited or bet that day', async () => {
    freezeClock(testApp, DAY_ONE);
    const idle = await recordPlayer(testApp);
    const idleProgress = await progressCall(testApp, idle.token, 5);
    expect(idleProgress.result.rewards).toEqual([
      {
        tier: 0,
        label: '每日红包',
        amount: null,
        range_text: '0.10 - 8.88 USDT',
        status: 'locked',
        reason: apiMessages.activityNeedPlayToday,
      },
    ]);
    expect(await claim(idle.token, 5)).toEqual(refusal(apiMessages.activityNeedPlayToday));
    // Deposited today (the funded player's credit): claimable.
    const player = await roundPlayer(testApp);
    const first = await claim(player.token, 5);
    expect(first.code).toBe(200);
    const amount = Math.round(Number(first.result.amount) * USDT);
    expect(amount).toBeGreaterThanOrEqual(100_000);
    expect(amount).toBeLessThanOrEqual(8_880_000);
    expect(amount % 10_000).toBe(0);
    expect(first.result.turnover_required).toBe(first.result.amount);
    expect(await claim(player.token, 5)).toEqual(refusal(apiMessages.activityAlreadyClaimed));
    // The next day: nothing done yet, then a round opened (not even settled) is enough.
    const nextDay = at(MIDNIGHT, 30 * 60_000);
    freezeClock(testApp, nextDay);
    expect(await claim(player.token, 5)).toEqual(refusal(apiMessages.activityNeedPlayToday));
    await playRound(testApp, player, { at: nextDay, stake: USDT });
    expect((await claim(player.token, 5)).code).toBe(200);
    expect(await bonusCredits(testApp, player.id)).toHaveLength(2);
    expect(await bonusCredits(testApp, idle.id)).toEqual([]);
  });

  it('pays the first deposit of each Asia/Shanghai day a percentage, at most the cap', async () => {
    freezeClock(testApp, MIDNIGHT);
    const player = await recordPlayer(testApp);
    await postAt(testApp, player.id, { kind: 'deposit', amount: 100 * USDT, at: at(MIDNIGHT, -1) });
    expect(await claim(player.token, 1)).toEqual(refusal(apiMessages.activityNeedDeposit));
    await postAt(testApp, player.id, { kind: 'deposit', amount: 20 * USDT, at: MIDNIGHT });
    await postAt(testApp, player.id, { kind: 'channel_deposit', amount: 200 * USDT, at: at(MIDNIGHT, 1000) });
    const progress = await progressCall(testApp, player.token, 1);
    expect(progress.result.period.key).toBe('2026-11-27');
    expect(progress.result.rewards[0]).toMatchObject({
      label: '每日首充奖励',
      amount: '2.000000',
      status: 'claimable',
    });
    expect((await claim(player.token, 1)).result.amount).toBe('2.000000');
    expect(await claim(player.token, 1)).toEqual(refusal(apiMessages.activityAlreadyClaimed));
    const nextDay = at(MIDNIGHT, 24 * HOUR + HOUR);
    freezeClock(testApp, nextDay);
    await postAt(testApp, player.id, { kind: 'channel_deposit', amount: 100 * USDT, at: nextDay });
    expect((await claim(player.token, 1)).result.amount).toBe(formatUsdt(microUsdt(5 * USDT)));
  });

  it('gives the trial money once to a new player who never deposited', async () => {
    freezeClock(testApp, DAY_ONE);
    const fresh = await recordPlayer(testApp);
    const paid = await claim(fresh.token, 3);
    expect(paid.result).toMatchObject({ amount: '5.000000', turnover_required: '50.000000', balance: '5.000000' });
    expect(await claim(fresh.token, 3)).toEqual(refusal(apiMessages.activityAlreadyClaimed));
    const depositor = await roundPlayer(testApp);
    expect(await claim(depositor.token, 3)).toEqual(refusal(apiMessages.activityTrialDeposited));
    const old = await recordPlayer(testApp);
    freezeClock(testApp, at(DAY_ONE, 7 * 24 * HOUR + 1));
    const token = await playerToken(testApp, old.id);
    expect(await claim(token, 3)).toEqual(refusal(apiMessages.activityTrialTooOld));
    expect(await bonusCredits(testApp, old.id)).toEqual([]);
  });
});
