/**
 * Claims that race each other on both databases: a single-win daily limit under concurrent claims
 * of different rounds, and a request_id that already answered another promotion's claim.
 */
import { apiMessages, type SingleWinParams } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentApp, invitedPlayer, SLOTS } from '../../../test/agent-settlement';
import { TEST_DATABASES, type TestApp } from '../../../test/harness';
import { expectLedgerInvariants } from '../../../test/ledger-invariants';
import { bonusCredits, claimRequestId, putPromotion, receiveCall } from '../../../test/promotions';
import { freezeClock } from '../../../test/records';
import { USDT } from '../../../test/records-rounds';
import { refusal } from '../../../test/requests';
import { playCategory, roundIdOf, sh } from '../../../test/rule-evaluations';

const SINGLE_WIN: Omit<SingleWinParams, 'kind'> = {
  categories: [SLOTS],
  max_stake: '10',
  tiers: [{ multiple: 50, reward: '8' }],
  daily_limit: 1,
  turnover_multiple: 0,
};

describe.each(TEST_DATABASES)('racing claims on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await agentApp(database, sh('2026-11-16', '08:00:00'));
    await putPromotion(testApp, { type: 6, params: SINGLE_WIN, startsAt: sh('2026-11-01', '00:00:00') });
    await putPromotion(testApp, {
      type: 5,
      params: { min: '0.1', max: '8.88', turnover_multiple: 0 },
      startsAt: sh('2026-11-01', '00:00:00'),
    });
  });
  afterAll(async () => {
    await expectLedgerInvariants(testApp.context.db);
    await testApp.close();
  });

  it('pays one round of a daily limit of 1 when eight winning rounds are claimed at once', async () => {
    const player = await invitedPlayer(testApp, null);
    const rounds: number[] = [];
    for (let minute = 10; minute < 18; minute += 1) {
      const bet = await playCategory(testApp, player, SLOTS, {
        at: sh('2026-11-16', `09:${minute}:00`),
        stake: USDT,
        payout: 50 * USDT,
      });
      rounds.push(await roundIdOf(testApp, player, bet));
    }
    freezeClock(testApp, sh('2026-11-16', '12:00:00'));
    const answers = await Promise.all(
      rounds.map((round) =>
        receiveCall(testApp, player.token, { activity_type: 6, tier: round, request_id: claimRequestId() }),
      ),
    );
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
    for (const answer of answers.filter((one) => one.code !== 200))
      expect(answer).toEqual(refusal(apiMessages.activityWinDailyLimit));
    expect(await bonusCredits(testApp, player.id)).toHaveLength(1);
  });

  it('refuses a request_id that answered another promotion’s claim instead of answering that claim', async () => {
    const player = await invitedPlayer(testApp, null);
    await playCategory(testApp, player, SLOTS, { at: sh('2026-11-16', '13:00:00'), stake: USDT, payout: 50 * USDT });
    freezeClock(testApp, sh('2026-11-16', '14:00:00'));
    const requestId = claimRequestId();
    const lucky = await receiveCall(testApp, player.token, { activity_type: 5, tier: 0, request_id: requestId });
    expect(lucky.code).toBe(200);
    expect(await receiveCall(testApp, player.token, { activity_type: 5, tier: 0, request_id: requestId })).toEqual(
      lucky,
    );
    const round = await testApp.context.db
      .selectFrom('game_rounds')
      .select('id')
      .where('player_id', '=', player.id)
      .executeTakeFirstOrThrow();
    const other = { activity_type: 6, tier: Number(round.id), request_id: requestId };
    expect(await receiveCall(testApp, player.token, other)).toEqual(refusal(apiMessages.activityRequestIdInvalid));
    expect(await bonusCredits(testApp, player.id)).toHaveLength(1);
  });
});
