import { apiPaths, formatUsdt, microUsdt, withdrawRefusals, writeUsdt } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/harness';
import { expectLedgerInvariants } from '../../../test/ledger-invariants';
import { createChannel, gatewayCallback } from '../../../test/pay';
import { USDT } from '../../../test/provider';
import { refusal } from '../../../test/requests';
import { withdrawalSuite, type WithdrawalSuite } from '../../../test/withdrawals';

describe.each(TEST_DATABASES)('turnover requirement on %s', (database) => {
  let suite: WithdrawalSuite;
  beforeAll(async () => {
    suite = await withdrawalSuite(database);
  });
  afterAll(async () => {
    await expectLedgerInvariants(suite.testApp.context.db);
    await suite.testApp.close();
  });
  const remaining = async (token: string) =>
    (await suite.asPlayer(token, apiPaths.wallet.withdrawInfo)).result.turnover_remaining;

  it('refuses until settled stakes cover the deposit; stakes before a later deposit never count for it', async () => {
    const player = await suite.player();
    await suite.setPassword(player.token);
    const addressId = await suite.bindTrc20(player.token);
    // Pool mode: the credit is the amount and the order's tail (under 0.1).
    const credited = await suite.deposit(player.token, '50');
    const left = (staked: number) => microUsdt(credited - staked);
    const apply = (amount: string) => suite.apply(player.token, { amount, address_id: addressId });
    expect(await apply('20')).toEqual(refusal(withdrawRefusals.turnover(writeUsdt(left(0)))));
    expect(await remaining(player.token)).toBe(formatUsdt(left(0)));
    await suite.play(player.id, '30');
    expect(await remaining(player.token)).toBe(formatUsdt(left(30 * USDT)));
    expect(await apply('10')).toEqual(refusal(`还需完成有效投注${writeUsdt(left(30 * USDT))} USDT才可提现`));
    await suite.play(player.id, '20.5');
    expect(await remaining(player.token)).toBe('0.000000');
    const paid = await apply('10');
    expect(paid.result).toMatchObject({ status: 2 });
    // A later deposit asks its own turnover: the 0.5 staked beyond the first is not carried over.
    const later = await suite.deposit(player.token, '20');
    expect(await remaining(player.token)).toBe(formatUsdt(microUsdt(later)));
    expect((await suite.asPlayer(player.token, apiPaths.wallet.withdrawInfo)).result.withdrawable).toBe('0.000000');
  });

  it('keeps open a credit that committed after a request closed later ones, owing stakes made after that closing', async () => {
    const player = await suite.player();
    await suite.setPassword(player.token);
    const addressId = await suite.bindTrc20(player.token);
    const credited = await suite.deposit(player.token, '20');
    const opened = await suite.testApp.context.db
      .selectFrom('turnover_requirements')
      .select('created_at')
      .where('player_id', '=', player.id)
      .executeTakeFirstOrThrow();
    await suite.play(player.id, '20');
    await suite.play(player.id, '5');
    expect((await suite.apply(player.token, { amount: '10', address_id: addressId })).result).toMatchObject({
      status: 2,
    });
    // A concurrent credit whose transaction began before the first one's and committed only now:
    // its time is before the closed requirement's, its requirement must still be open.
    const lateAt = new Date(Date.parse(opened.created_at) - 1_000).toISOString();
    await suite.testApp.context.db
      .insertInto('turnover_requirements')
      .values({
        player_id: player.id,
        source: `test-late:${player.id}`,
        amount: microUsdt(credited),
        required: microUsdt(credited),
        created_at: lateAt,
      })
      .execute();
    // The 25 staked met the first deposit; none of it counts for the late one.
    expect(await remaining(player.token)).toBe(formatUsdt(microUsdt(credited)));
  });

  it('takes the multiplier of the rules, and none when it is 0', async () => {
    expect((await suite.settings({ turnover_multiplier: 2.5 })).code).toBe(200);
    try {
      const player = await suite.player();
      const credited = await suite.deposit(player.token, '20');
      const asked = formatUsdt(microUsdt(Math.ceil(credited * 2.5)));
      expect(await remaining(player.token)).toBe(asked);
      expect((await suite.settings({ turnover_multiplier: 0 })).code).toBe(200);
      await suite.deposit(player.token, '20');
      expect(await remaining(player.token)).toBe(asked);
    } finally {
      await suite.settings({ turnover_multiplier: 1 });
    }
  });

  it('adds a requirement for a pay-channel deposit, once for a replayed callback', async () => {
    const player = await suite.player();
    const channel = await createChannel(suite.testApp, suite.operator, 'tpay');
    const order = await suite.asPlayer(player.token, apiPaths.wallet.rechargeOrder, {
      channel_id: channel.id,
      amount: '30',
    });
    expect(order.code, JSON.stringify(order)).toBe(200);
    const callback = {
      order_id: order.result.order_id,
      channel_order_no: 'GW-T1',
      amount: '217.5',
      status: 'paid' as const,
    };
    expect((await gatewayCallback(suite.testApp, 'tpay', callback)).body.code).toBe(200);
    expect((await gatewayCallback(suite.testApp, 'tpay', callback)).body.code).toBe(200);
    expect(await remaining(player.token)).toBe('30.000000');
  });
});
