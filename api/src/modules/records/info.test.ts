/**
 * 我的 (POST /api/plat/info) on both databases, over the report suites' world (reports.test.ts):
 * the player, the wallet balance, today's settled rounds as game_rounds holds them (never another
 * player's) and the pending deposits as 充提记录 shows them.
 */
import { apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestApp } from '../../test/harness';
import { expectLedgerInvariants } from '../../test/ledger-invariants';
import { insertChannelOrderAt, insertDepositOrderAt, insertPayChannel, recordCall } from '../../test/records';
import { reportsWorld } from '../../test/records-reports';
import { money, type RoundPlayer } from '../../test/records-rounds';

const { platformInfo } = apiPaths.records;

describe.each(TEST_DATABASES)('我的 (platform info) on %s', (database) => {
  let testApp: TestApp;
  let alice: RoundPlayer;
  let bob: RoundPlayer;
  beforeAll(async () => {
    ({ testApp, alice, bob } = await reportsWorld(database));
  });
  afterAll(async () => {
    await expectLedgerInvariants(testApp.context.db);
    await testApp.close();
  });

  it('shows 我的: the player, the wallet balance, today’s settled rounds and pending deposits', async () => {
    // Pending as 充提记录 shows them (审核中): an open recharge order and a live channel order; an
    // expired one of each is not, nor Bob's.
    const channel = await insertPayChannel(testApp);
    const openOrder = await insertDepositOrderAt(testApp, alice.id, '2026-03-10T03:50:00.000Z');
    await testApp.context.db
      .updateTable('deposit_orders')
      .set({ status: 'open', closed_at: null })
      .where('order_no', '=', openOrder)
      .execute();
    await insertDepositOrderAt(testApp, alice.id, '2026-03-10T01:00:00.000Z');
    await insertChannelOrderAt(testApp, alice.id, channel, '2026-03-10T03:45:00.000Z');
    await insertChannelOrderAt(testApp, alice.id, channel, '2026-03-10T01:00:00.000Z');
    await insertChannelOrderAt(testApp, bob.id, channel, '2026-03-10T03:45:00.000Z');
    const inout = await recordCall(testApp, alice.token, apiPaths.records.inoutRecords, { period: 'today' });
    expect(inout.result.list.filter((row: { status: number }) => row.status === 2)).toHaveLength(2);
    const { code, result } = await recordCall(testApp, alice.token, platformInfo);
    const player = await testApp.context.db
      .selectFrom('players')
      .selectAll()
      .where('id', '=', alice.id)
      .executeTakeFirstOrThrow();
    const wallet = await testApp.context.db
      .selectFrom('accounts')
      .select('balance')
      .where('id', '=', alice.wallet)
      .executeTakeFirstOrThrow();
    expect(code).toBe(200);
    expect(result).toEqual({
      id: alice.id,
      username: player.username,
      balance: money(Number(wallet.balance)),
      set_password: false,
      registered_at: new Date(Date.parse(player.created_at) + 8 * 3600_000)
        .toISOString()
        .slice(0, 19)
        .replace('T', ' '),
      today: { rounds: 3, stake: '11.000000', payout: '77.000000', win_loss: '66.000000' },
      pending_inout: 2,
    });
    expect((await recordCall(testApp, bob.token, platformInfo)).result.today).toEqual({
      rounds: 1,
      stake: '200.000000',
      payout: '0.000000',
      win_loss: '-200.000000',
    });
  });
});
