/**
 * References as a player reads them: parsed from what each module writes, and shown on 交易记录
 * after real money movements (a deposit on chain, a round at the demo provider, a withdrawal
 * requested and rejected) with the order numbers 充提记录 shows.
 */
import { apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test/harness';
import { postAt, walkPages } from '../../test/records';
import { withdrawalSuite, type WithdrawalSuite } from '../../test/withdrawals';
import { parseReference } from './references';

describe('parseReference', () => {
  it.each([
    ['round:demo:r-42', { kind: 'round', provider: 'demo', roundId: 'r-42' }],
    ['round:pg:a:b', { kind: 'round', provider: 'pg', roundId: 'a:b' }],
    ['chain-deposit:17', { kind: 'chain-deposit', id: 17 }],
    ['hold:9', { kind: 'hold', id: 9 }],
    ['withdrawal:W2026031012000012ab', { kind: 'text', text: 'W2026031012000012ab' }],
    ['channel_order:C77', { kind: 'text', text: 'C77' }],
    ['activity:首充', { kind: 'text', text: 'activity:首充' }],
    ['hold:x', { kind: 'text', text: 'hold:x' }],
    [null, { kind: 'text', text: '' }],
  ])('reads %s', (reference, parsed) => {
    expect(parseReference(reference)).toEqual(parsed);
  });
});

describe.each(TEST_DATABASES)('readable references on %s', (database) => {
  let suite: WithdrawalSuite;
  beforeAll(async () => {
    suite = await withdrawalSuite(database);
    // No turnover to play through before the withdrawal: this suite is about what the list says.
    expect((await suite.settings({ turnover_multiplier: 0 })).code).toBe(200);
  });
  afterAll(() => suite.testApp.close());

  it('names rounds by provider and round id, money in and out by the order numbers of 充提记录', async () => {
    const player = await suite.ready('100');
    await suite.deposit(player.token, '30');
    await suite.play(player.id, '10');
    const applied = (await suite.apply(player.token, { amount: '20', address_id: player.addressId })).result;
    const { id: withdrawalId } = await suite.testApp.context.db
      .selectFrom('withdrawals')
      .select('id')
      .where('order_no', '=', applied.order_id)
      .executeTakeFirstOrThrow();
    const rejected = await suite.asOperator('POST', `${apiPaths.admin.withdrawals}/${withdrawalId}/reject`, {
      reason: '地址有误',
    });
    expect(rejected.code).toBe(200);
    await postAt(suite.testApp, player.id, {
      kind: 'channel_deposit',
      amount: 1_000_000,
      at: suite.testApp.context.now(),
      reference: 'channel_order:C2026000001',
    });

    const bills = (await walkPages(suite.testApp, player.token, apiPaths.records.billChange, { period: '7d' })).flat();
    const referenceOf = (kind: string) => bills.filter((row) => row.kind === kind).map((row) => row.reference);
    const { round_id: roundId } = await suite.testApp.context.db
      .selectFrom('game_rounds')
      .select('round_id')
      .where('player_id', '=', player.id)
      .executeTakeFirstOrThrow();
    const inout = (await suite.asPlayer(player.token, apiPaths.records.inoutRecords, { type: 1 })).result.list;
    expect(referenceOf('channel_deposit')).toEqual(['C2026000001']);
    expect(referenceOf('hold_release')).toEqual([applied.order_id]);
    expect(referenceOf('hold')).toEqual([applied.order_id]);
    expect(referenceOf('win')).toEqual([`演示游戏 ${roundId}`]);
    expect(referenceOf('bet')).toEqual([`演示游戏 ${roundId}`]);
    expect(referenceOf('deposit')).toEqual([inout[0].order_id]);
    expect(referenceOf('adjustment')).toEqual(['']);
  });
});
