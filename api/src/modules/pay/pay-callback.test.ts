import { apiMessages, apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';
import { expectLedgerInvariants } from '../../test/ledger-invariants';
import { createChannel, gatewayCallback, operatorToken } from '../../test/pay';
import { bearer, registerAndLogin } from '../../test/players';
import { playerBalance } from '../ledger/accounts';
import { channelAccountCode } from './callback';
import { selectChannelOrderRecords } from './orders-store';

describe.each(TEST_DATABASES)('gateway callbacks on %s', (database) => {
  let testApp: TestApp;
  let player = { id: 0, token: '' };

  beforeAll(async () => {
    testApp = await createTestApp(database);
    const ops = await operatorToken(testApp);
    await createChannel(testApp, ops, 'gate');
    await createChannel(testApp, ops, 'other', { secret: 'other-secret-0123456789' });
    player = await registerAndLogin(testApp);
  });
  afterAll(() => testApp.close());

  const balance = async () => (await playerBalance(testApp.context.db, player.id)) ?? -1;
  const transfers = async () =>
    (await testApp.context.db.selectFrom('transfers').select('id').where('kind', '=', 'channel_deposit').execute())
      .length;

  /** A new order of `amount` USDT on `code` (rate 7.25): its id and its CNY amount. */
  async function newOrder(amount = '20', code = 'gate') {
    const channels = await testApp.call({
      method: 'POST',
      url: apiPaths.wallet.payChannels,
      headers: bearer(player.token),
    });
    const channel = channels.body.result.find((row: { code: string }) => row.code === code);
    const { body } = await testApp.call({
      method: 'POST',
      url: apiPaths.wallet.rechargeOrder,
      payload: { channel_id: channel.id, amount },
      headers: bearer(player.token),
    });
    return body.result.order_id as string;
  }
  const paid = (order_id: string, channel_order_no: string, amount = '145') => ({
    order_id,
    channel_order_no,
    amount,
    status: 'paid' as const,
  });

  it('credits a paid order once, from the channel clearing account; a replay answers the same and moves nothing', async () => {
    const orderId = await newOrder('20');
    const first = await gatewayCallback(testApp, 'gate', paid(orderId, 'GW-1', '145.00'));
    expect(first.body).toEqual({ code: 200, result: { order_id: orderId, status: 'paid' } });
    expect(await balance()).toBe(20_000_000);
    const replay = await gatewayCallback(testApp, 'gate', paid(orderId, 'GW-1'));
    expect(replay.body).toEqual(first.body);
    expect(await balance()).toBe(20_000_000);
    expect(await transfers()).toBe(1);
    const clearing = await testApp.context.db
      .selectFrom('accounts')
      .select('balance')
      .where('code', '=', channelAccountCode('gate'))
      .executeTakeFirstOrThrow();
    expect(clearing.balance).toBe(-20_000_000);
    const records = await selectChannelOrderRecords(testApp.context.db, player.id, {
      limit: 10,
      now: testApp.context.now(),
    });
    expect(records[0]).toMatchObject({
      order_id: orderId,
      status: 1,
      amount: 20_000_000,
      tx_id: 'GW-1',
      channel: '通道gate',
    });
    await expectLedgerInvariants(testApp.context.db);
  });

  it('credits once when the same callback arrives twice at once', async () => {
    const orderId = await newOrder('30');
    const start = await balance();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => gatewayCallback(testApp, 'gate', paid(orderId, 'GW-2', '217.5'))),
    );
    for (const answer of answers)
      expect(answer.body).toEqual({ code: 200, result: { order_id: orderId, status: 'paid' } });
    expect((await balance()) - start).toBe(30_000_000);
    await expectLedgerInvariants(testApp.context.db);
  });

  it('answers a conflict, never a 500, when two orders are paid at once under one gateway order number', async () => {
    const orders = [await newOrder('20'), await newOrder('20')];
    const start = await balance();
    const answers = await Promise.all(
      orders.map((orderId) => gatewayCallback(testApp, 'gate', paid(orderId, 'GW-TWIN'))),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.body.code !== 200)!.body.message).toBe(apiMessages.channelOrderConflict);
    expect((await balance()) - start).toBe(20_000_000);
    await expectLedgerInvariants(testApp.context.db);
  });

  it('refuses a bad signature, a stale timestamp, a wrong source, a wrong amount and unknown or foreign orders, moving nothing', async () => {
    const orderId = await newOrder('20');
    const otherOrder = await newOrder('20', 'other');
    const start = await balance();
    const startTransfers = await transfers();
    const refusals: Array<[Promise<{ status: number; body: unknown }>, number, string]> = [
      [
        gatewayCallback(testApp, 'gate', paid(orderId, 'GW-3'), { secret: 'wrong-secret-0123456789' }),
        401,
        apiMessages.channelSignatureInvalid,
      ],
      [
        gatewayCallback(testApp, 'gate', paid(orderId, 'GW-3'), { secret: 'other-secret-0123456789' }),
        401,
        apiMessages.channelSignatureInvalid,
      ],
      [
        gatewayCallback(testApp, 'gate', paid(orderId, 'GW-3'), {
          timestamp: testApp.context.now().getTime() - 5 * 60_000 - 1,
        }),
        401,
        apiMessages.channelSignatureInvalid,
      ],
      [
        gatewayCallback(testApp, 'gate', paid(orderId, 'GW-3'), { from: '203.0.113.99' }),
        403,
        apiMessages.channelSourceRefused,
      ],
      [
        gatewayCallback(testApp, 'gate', paid(orderId, 'GW-3'), { from: '127.0.0.1' }),
        403,
        apiMessages.channelSourceRefused,
      ],
      [gatewayCallback(testApp, 'gate', paid(orderId, 'GW-3', '145.01')), 400, apiMessages.channelAmountMismatch],
      [gatewayCallback(testApp, 'gate', paid(orderId, 'GW-3', '1.45')), 400, apiMessages.channelAmountMismatch],
      [gatewayCallback(testApp, 'gate', paid('CNOSUCHORDER', 'GW-3')), 400, apiMessages.rechargeOrderUnknown],
      [gatewayCallback(testApp, 'gate', paid(otherOrder, 'GW-3')), 400, apiMessages.rechargeOrderUnknown],
      [gatewayCallback(testApp, 'nosuch', paid(orderId, 'GW-3')), 404, apiMessages.channelNotOpen],
      // A gateway number that already paid another order.
      [gatewayCallback(testApp, 'gate', paid(orderId, 'GW-1')), 400, apiMessages.channelOrderConflict],
    ];
    for (const [call, code, message] of refusals) expect((await call).body).toEqual({ code, message });
    expect(await balance()).toBe(start);
    expect(await transfers()).toBe(startTransfers);
    const order = await testApp.context.db
      .selectFrom('channel_orders')
      .select(['status', 'channel_order_no'])
      .where('order_no', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'pending', channel_order_no: null });
    // The same order still pays when the gateway gets it right.
    expect((await gatewayCallback(testApp, 'gate', paid(orderId, 'GW-3'))).body.code).toBe(200);
    expect((await balance()) - start).toBe(20_000_000);
    await expectLedgerInvariants(testApp.context.db);
  });

  it('marks a failed order without moving money, shows an unpaid order past its window as rejected', async () => {
    const failed = await newOrder('20');
    const start = await balance();
    const answer = await gatewayCallback(testApp, 'gate', {
      order_id: failed,
      channel_order_no: 'GW-F',
      amount: '0',
      status: 'failed',
    });
    expect(answer.body).toEqual({ code: 200, result: { order_id: failed, status: 'failed' } });
    expect((await gatewayCallback(testApp, 'gate', paid(failed, 'GW-F'))).body.message).toBe(
      apiMessages.channelOrderConflict,
    );
    const waiting = await newOrder('25');
    const records = (now: Date) => selectChannelOrderRecords(testApp.context.db, player.id, { limit: 2, now });
    expect((await records(testApp.context.now())).map((row) => [row.order_id, row.status])).toEqual([
      [waiting, 2],
      [failed, 3],
    ]);
    const later = new Date(testApp.context.now().getTime() + 30 * 60_000);
    expect((await records(later))[0]?.status).toBe(3);
    expect(await balance()).toBe(start);
  });
});
