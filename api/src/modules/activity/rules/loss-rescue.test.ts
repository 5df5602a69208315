/**
 * Loss rescue evaluated on both databases over rounds played through the provider's wallet calls:
 * yesterday's net loss by the day rounds opened (a round opened 23:59:59 and settled after midnight
 * is yesterday's), only the categories, min_loss to the micro, the cap, claimed once.
 */
import { apiMessages, type LossRescueParams } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentApp, CARDS, FISH, invitedPlayer, SLOTS } from '../../../test/agent-settlement';
import { TEST_DATABASES, type TestApp } from '../../../test/harness';
import { expectLedgerInvariants } from '../../../test/ledger-invariants';
import { USDT, type RoundPlayer } from '../../../test/records-rounds';
import { claimByHand, evaluateAt, playCategory, promotionOf, sh } from '../../../test/rule-evaluations';

const params: LossRescueParams = {
  kind: 'loss_rescue',
  categories: [SLOTS, FISH],
  min_loss: '100',
  percent: 1000,
  cap: '50',
  turnover_multiple: 0,
};
const rescue = promotionOf(4, params, sh('2026-11-16', '10:00:00'));

describe.each(TEST_DATABASES)('loss rescue on %s', (database) => {
  let testApp: TestApp;
  let [alice, bob, carol]: RoundPlayer[] = [];

  /**
   * 11-16: alice loses 150 on slots, 100 on fishing and 50 on slots opened 23:59:59 (settled 11-17):
   * 300; and 5,000 on cards (not a category). Bob loses 99.999999, carol 900.
   */
  beforeAll(async () => {
    testApp = await agentApp(database, sh('2026-11-14', '08:00:00'));
    [alice, bob, carol] = [
      await invitedPlayer(testApp, null),
      await invitedPlayer(testApp, null),
      await invitedPlayer(testApp, null),
    ];
    const play = (player: RoundPlayer, category: 1 | 3 | 5, at: string, stake: number, payout: number) =>
      playCategory(testApp, player, category, { at, stake: stake * USDT, payout: payout * USDT });
    await play(alice!, SLOTS, sh('2026-11-16', '11:00:00'), 300, 150);
    await play(alice!, FISH, sh('2026-11-16', '12:00:00'), 100, 0);
    await play(alice!, CARDS, sh('2026-11-16', '13:00:00'), 5000, 0);
    await play(alice!, SLOTS, sh('2026-11-16', '23:59:59'), 50, 0);
    await play(bob!, SLOTS, sh('2026-11-16', '11:00:00'), 100, 0.000001);
    await play(carol!, FISH, sh('2026-11-16', '11:00:00'), 900, 0);
  });
  afterAll(async () => {
    await expectLedgerInvariants(testApp.context.db);
    await testApp.close();
  });

  it('pays 10 % of yesterday’s loss in the categories from 00:00 Shanghai', async () => {
    const evaluation = await evaluateAt(testApp, rescue, alice!.id, sh('2026-11-17', '00:00:00'));
    expect(evaluation.period).toEqual({ key: '2026-11-16', startsAt: '2026-11-16', endsAt: '2026-11-16' });
    expect(evaluation.progress).toEqual([{ label: '昨日亏损', current: 300 * USDT, target: 100 * USDT }]);
    expect(evaluation.rewards).toEqual([
      {
        tier: 0,
        label: '2026-11-16 救援金',
        amount: 30 * USDT,
        rangeText: null,
        periodKey: '2026-11-16',
        status: 'claimable',
        reason: null,
      },
    ]);
  });

  it('has nothing the day before (before the promotion) nor the day after (no rounds opened)', async () => {
    for (const now of [sh('2026-11-16', '23:59:59.999'), sh('2026-11-18', '00:00:00')]) {
      const evaluation = await evaluateAt(testApp, rescue, alice!.id, now);
      expect(evaluation.rewards[0]).toMatchObject({ status: 'locked', reason: apiMessages.activityLossShort });
      expect(evaluation.progress[0]!.current).toBe(0);
    }
  });

  it('locks a loss 1 micro below min_loss and caps a large one', async () => {
    const now = sh('2026-11-17', '09:00:00');
    const short = await evaluateAt(testApp, rescue, bob!.id, now);
    expect(short.progress[0]!.current).toBe(100 * USDT - 1);
    expect(short.rewards[0]).toMatchObject({ status: 'locked', reason: apiMessages.activityLossShort });
    const capped = await evaluateAt(testApp, rescue, carol!.id, now);
    expect(capped.rewards[0]).toMatchObject({ status: 'claimable', amount: 50 * USDT });
  });

  it('is claimed once: the day’s key marks it claimed', async () => {
    await claimByHand(testApp, {
      playerId: alice!.id,
      type: 4,
      periodKey: '2026-11-16',
      tier: 0,
      amount: 30 * USDT,
      at: sh('2026-11-17', '08:00:00'),
    });
    const evaluation = await evaluateAt(testApp, rescue, alice!.id, sh('2026-11-17', '09:00:00'));
    expect(evaluation.rewards[0]).toMatchObject({ status: 'claimed', reason: null });
  });
});
