/**
 * Turnover tiers evaluated on both databases over rounds played through the provider's wallet calls:
 * the settled-day stake of the window's days in the categories, tier edges to the micro, a round
 * settling at 00:00 Shanghai counted in the new window, the promotion's first day and claimed tiers.
 */
import { apiMessages, type TurnoverTiersParams } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentApp, FISH, invitedPlayer, SLOTS } from '../../../test/agent-settlement';
import { TEST_DATABASES, type TestApp } from '../../../test/harness';
import { expectLedgerInvariants } from '../../../test/ledger-invariants';
import { USDT, type RoundPlayer } from '../../../test/records-rounds';
import { claimByHand, evaluateAt, playCategory, promotionOf, sh } from '../../../test/rule-evaluations';

const params = (window: TurnoverTiersParams['window']): TurnoverTiersParams => ({
  kind: 'turnover_tiers',
  categories: [SLOTS],
  window,
  tiers: [
    { min_stake: '1000', reward: '8' },
    { min_stake: '5000', reward: '38' },
  ],
  turnover_multiple: 1,
});
const START = sh('2026-11-16', '10:00:00');
const monthly = promotionOf(2, params('month'), START);
const weekly = promotionOf(11, params('week7'), START);

describe.each(TEST_DATABASES)('turnover tiers on %s', (database) => {
  let testApp: TestApp;
  let player: RoundPlayer;

  /**
   * Slots: 10,000 on 11-15 (before the promotion's first day), 999.999999 on 11-16, 0.000001 on 11-23,
   * 2,000 opened 11-30 23:59:59 and settled 12-01 00:00:00; fishing 50,000 on 11-16 (not a category).
   */
  beforeAll(async () => {
    testApp = await agentApp(database, sh('2026-11-14', '08:00:00'));
    player = await invitedPlayer(testApp, null);
    const slots = (at: string, stake: number) => playCategory(testApp, player, SLOTS, { at, stake, payout: 0 });
    await slots(sh('2026-11-15', '12:00:00'), 10_000 * USDT);
    await slots(sh('2026-11-16', '12:00:00'), 1000 * USDT - 1);
    await playCategory(testApp, player, FISH, { at: sh('2026-11-16', '13:00:00'), stake: 50_000 * USDT, payout: 0 });
    await slots(sh('2026-11-23', '12:00:00'), 1);
    await slots(sh('2026-11-30', '23:59:59'), 2000 * USDT);
  });
  afterAll(async () => {
    await expectLedgerInvariants(testApp.context.db);
    await testApp.close();
  });

  it('counts the categories from the promotion’s first day: 1 micro below tier 1 locks it', async () => {
    const evaluation = await evaluateAt(testApp, monthly, player.id, sh('2026-11-22', '20:00:00'));
    expect(evaluation.period).toEqual({ key: '2026-11', startsAt: '2026-11-01', endsAt: '2026-11-30' });
    expect(evaluation.progress).toEqual([{ label: '本月有效投注', current: 1000 * USDT - 1, target: 1000 * USDT }]);
    expect(evaluation.rewards.map((reward) => [reward.tier, reward.periodKey, reward.status, reward.reason])).toEqual([
      [0, '2026-11#0', 'locked', apiMessages.activityStakeShort],
      [1, '2026-11#1', 'locked', apiMessages.activityStakeShort],
    ]);
  });

  it('reaches tier 1 at its min_stake exactly; the round settled at 00:00 counts in December', async () => {
    const november = await evaluateAt(testApp, monthly, player.id, sh('2026-11-30', '23:59:59.999'));
    expect(november.progress[0]).toMatchObject({ current: 1000 * USDT, target: 5000 * USDT });
    expect(november.rewards.map((reward) => [reward.status, reward.amount])).toEqual([
      ['claimable', 8 * USDT],
      ['locked', 38 * USDT],
    ]);
    const december = await evaluateAt(testApp, monthly, player.id, sh('2026-12-01', '00:00:00'));
    expect(december.period?.key).toBe('2026-12');
    expect(december.progress[0]).toMatchObject({ current: 2000 * USDT, target: 5000 * USDT });
    expect(december.rewards.map((reward) => [reward.periodKey, reward.status])).toEqual([
      ['2026-12#0', 'claimable'],
      ['2026-12#1', 'locked'],
    ]);
  });

  it('week7: sevens from the promotion’s first day, turning at 00:00 Shanghai', async () => {
    const first = await evaluateAt(testApp, weekly, player.id, sh('2026-11-22', '23:59:59.999'));
    expect(first.period).toEqual({ key: '2026-11-16~2026-11-22', startsAt: '2026-11-16', endsAt: '2026-11-22' });
    expect(first.progress[0]).toEqual({ label: '本期有效投注', current: 1000 * USDT - 1, target: 1000 * USDT });
    const second = await evaluateAt(testApp, weekly, player.id, sh('2026-11-23', '00:00:00'));
    expect(second.period?.key).toBe('2026-11-23~2026-11-29');
    expect(second.progress[0]!.current).toBe(1);
  });

  it('marks a tier claimed in its window only', async () => {
    await claimByHand(testApp, {
      playerId: player.id,
      type: 2,
      periodKey: '2026-11#0',
      tier: 0,
      amount: 8 * USDT,
      at: sh('2026-11-30', '12:00:00'),
    });
    const november = await evaluateAt(testApp, monthly, player.id, sh('2026-11-30', '23:00:00'));
    expect(november.rewards.map((reward) => reward.status)).toEqual(['claimed', 'locked']);
    const december = await evaluateAt(testApp, monthly, player.id, sh('2026-12-01', '00:00:00'));
    expect(december.rewards.map((reward) => reward.status)).toEqual(['claimable', 'locked']);
  });
});
