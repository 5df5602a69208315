/**
 * Single-round wins evaluated on both databases over rounds played through the provider's wallet
 * calls: rounds settled today or yesterday (Asia/Shanghai) after the promotion started, the stake cap
 * and multiples to the micro, one reward per round, the daily limit by today's claims, the 20 newest.
 */
import { apiMessages, type SingleWinParams } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentApp, FISH, invitedPlayer, SLOTS } from '../../../test/agent-settlement';
import { TEST_DATABASES, type TestApp } from '../../../test/harness';
import { expectLedgerInvariants } from '../../../test/ledger-invariants';
import { USDT, type RoundPlayer } from '../../../test/records-rounds';
import { claimByHand, evaluateAt, playCategory, promotionOf, roundIdOf, sh } from '../../../test/rule-evaluations';

const params: SingleWinParams = {
  kind: 'single_win',
  categories: [SLOTS],
  max_stake: '10',
  tiers: [
    { multiple: 50, reward: '8' },
    { multiple: 100, reward: '18' },
  ],
  daily_limit: 2,
  turnover_multiple: 1,
};
const win = promotionOf(6, params, sh('2026-11-16', '10:00:00'));
const brief = (rewards: Array<{ tier: number; amount: number | null; status: string }>) =>
  rewards.map((reward) => [reward.tier, reward.amount, reward.status]);

describe.each(TEST_DATABASES)('single win on %s', (database) => {
  let testApp: TestApp;
  let player: RoundPlayer;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    testApp = await agentApp(database, sh('2026-11-14', '08:00:00'));
    player = await invitedPlayer(testApp, null);
    const rounds: Array<[string, string, number, number]> = [
      ['early', sh('2026-11-16', '09:59:58'), 1 * USDT, 100 * USDT], // settled 09:59:59, before the start
      ['b', sh('2026-11-16', '12:00:00'), 2 * USDT, 100 * USDT], // 50× exactly
      ['short', sh('2026-11-16', '13:00:00'), 2 * USDT, 100 * USDT - 1], // 1 micro below 50×
      ['d', sh('2026-11-16', '14:00:00'), 10 * USDT, 1000 * USDT], // max_stake exactly, 100×
      ['over', sh('2026-11-16', '15:00:00'), 10 * USDT + 1, 5000 * USDT], // 1 micro above max_stake
      ['h', sh('2026-11-17', '08:00:00'), 1 * USDT, 50 * USDT],
      ['f', sh('2026-11-17', '23:59:59'), 1 * USDT, 60 * USDT], // settled 11-18 00:00:00
    ];
    for (const [name, at, stake, payout] of rounds)
      ids[name] = await roundIdOf(testApp, player, await playCategory(testApp, player, SLOTS, { at, stake, payout }));
  });
  afterAll(async () => {
    await expectLedgerInvariants(testApp.context.db);
    await testApp.close();
  });

  it('lists the winning rounds settled today and yesterday, newest first, with the highest tier met', async () => {
    const evaluation = await evaluateAt(testApp, win, player.id, sh('2026-11-17', '23:59:59.999'));
    expect(brief(evaluation.rewards)).toEqual([
      [ids.h, 8 * USDT, 'claimable'],
      [ids.d, 18 * USDT, 'claimable'],
      [ids.b, 8 * USDT, 'claimable'],
    ]);
    expect(evaluation.rewards[1]).toMatchObject({ periodKey: `round:${ids.d}`, label: `注单${ids.d}（100倍）` });
  });

  it('counts only its categories', async () => {
    const fishing = promotionOf(8, { ...params, categories: [FISH] }, win.startsAt);
    expect((await evaluateAt(testApp, fishing, player.id, sh('2026-11-17', '12:00:00'))).rewards).toEqual([]);
  });

  it('drops yesterday’s rounds at 00:00 Shanghai and takes the round settled then', async () => {
    const evaluation = await evaluateAt(testApp, win, player.id, sh('2026-11-18', '00:00:00'));
    expect(brief(evaluation.rewards)).toEqual([
      [ids.f, 8 * USDT, 'claimable'],
      [ids.h, 8 * USDT, 'claimable'],
    ]);
  });

  it('locks the rest once the daily limit is claimed today; claims of yesterday do not count', async () => {
    for (const [round, at] of [
      [ids.d!, sh('2026-11-17', '10:00:00')],
      [ids.h!, sh('2026-11-17', '23:00:00')],
    ] as const)
      await claimByHand(testApp, {
        playerId: player.id,
        type: 6,
        periodKey: `round:${round}`,
        tier: round,
        amount: 8 * USDT,
        at,
      });
    const full = await evaluateAt(testApp, win, player.id, sh('2026-11-17', '23:59:59.999'));
    expect(full.rewards.map((reward) => [reward.tier, reward.status, reward.reason])).toEqual([
      [ids.h, 'claimed', null],
      [ids.d, 'claimed', null],
      [ids.b, 'locked', apiMessages.activityWinDailyLimit],
    ]);
    const next = await evaluateAt(testApp, win, player.id, sh('2026-11-18', '00:00:00'));
    expect(brief(next.rewards)).toEqual([
      [ids.f, 8 * USDT, 'claimable'],
      [ids.h, 8 * USDT, 'claimed'],
    ]);
  });

  it('lists at most the 20 newest winning rounds', async () => {
    const many = await invitedPlayer(testApp, null);
    const played: number[] = [];
    for (let minute = 10; minute < 31; minute += 1) {
      const at = sh('2026-11-20', `12:${minute}:00`);
      played.push(
        await roundIdOf(
          testApp,
          many,
          await playCategory(testApp, many, SLOTS, { at, stake: USDT, payout: 50 * USDT }),
        ),
      );
    }
    const evaluation = await evaluateAt(testApp, win, many.id, sh('2026-11-20', '18:00:00'));
    expect(evaluation.rewards.map((reward) => reward.tier)).toEqual(played.slice(1).reverse());
  });
});
