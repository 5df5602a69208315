/**
 * VIP level-up rewards evaluated on both databases over rounds played through the provider's wallet
 * calls: the cumulative settled stake of every category and day, a level reached exactly at its
 * min_stake, each level's reward once.
 */
import { apiMessages, type VipParams } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentApp, FISH, invitedPlayer, SLOTS } from '../../../test/agent-settlement';
import { TEST_DATABASES, type TestApp } from '../../../test/harness';
import { expectLedgerInvariants } from '../../../test/ledger-invariants';
import { USDT, type RoundPlayer } from '../../../test/records-rounds';
import { claimByHand, evaluateAt, playCategory, promotionOf, sh } from '../../../test/rule-evaluations';

const level = (n: number, min: string, reward: string) => ({
  level: n,
  name: `VIP${n}`,
  min_stake: min,
  reward,
  rebate: [],
});
const params: VipParams = {
  kind: 'vip',
  levels: [level(0, '0', '0'), level(1, '1000', '8'), level(2, '10000', '58')],
  turnover_multiple: 0,
};
const vip = promotionOf(7, params, sh('2026-11-16', '10:00:00'));

describe.each(TEST_DATABASES)('VIP level-up on %s', (database) => {
  let testApp: TestApp;
  let player: RoundPlayer;
  const now = sh('2026-11-20', '12:00:00');
  const statuses = async () =>
    (await evaluateAt(testApp, vip, player.id, now)).rewards.map((reward) => [reward.tier, reward.status]);

  beforeAll(async () => {
    testApp = await agentApp(database, sh('2026-11-14', '08:00:00'));
    player = await invitedPlayer(testApp, null);
    // Before the promotion started, in two categories: the stake is cumulative.
    await playCategory(testApp, player, SLOTS, { at: sh('2026-11-14', '12:00:00'), stake: 600 * USDT, payout: 0 });
    await playCategory(testApp, player, FISH, { at: sh('2026-11-15', '12:00:00'), stake: 400 * USDT - 1, payout: 0 });
  });
  afterAll(async () => {
    await expectLedgerInvariants(testApp.context.db);
    await testApp.close();
  });

  it('locks VIP1 1 micro below its min_stake; level 0 pays nothing and is not offered', async () => {
    const evaluation = await evaluateAt(testApp, vip, player.id, now);
    expect(evaluation.period).toBeNull();
    expect(evaluation.progress).toEqual([{ label: '累计有效投注', current: 1000 * USDT - 1, target: 1000 * USDT }]);
    expect(evaluation.rewards.map((reward) => [reward.tier, reward.periodKey, reward.status, reward.reason])).toEqual([
      [1, 'level:1', 'locked', apiMessages.activityVipLevelShort],
      [2, 'level:2', 'locked', apiMessages.activityVipLevelShort],
    ]);
  });

  it('reaches VIP1 at its min_stake exactly, bars to VIP2, and marks a claimed level', async () => {
    await playCategory(testApp, player, SLOTS, { at: sh('2026-11-20', '09:00:00'), stake: 1, payout: 0 });
    const evaluation = await evaluateAt(testApp, vip, player.id, now);
    expect(evaluation.progress[0]).toMatchObject({ current: 1000 * USDT, target: 10_000 * USDT });
    expect(evaluation.rewards[0]).toMatchObject({ label: 'VIP1', amount: 8 * USDT, status: 'claimable' });
    await claimByHand(testApp, {
      playerId: player.id,
      type: 7,
      periodKey: 'level:1',
      tier: 1,
      amount: 8 * USDT,
      at: now,
    });
    expect(await statuses()).toEqual([
      [1, 'claimed'],
      [2, 'locked'],
    ]);
  });
});
