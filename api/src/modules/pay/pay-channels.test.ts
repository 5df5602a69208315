import { apiMessages, apiPaths, PAY_ORDER_PARAMS, USDT_TRC20_CHANNEL, type PayOrderParams } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';
import { POOL } from '../../test/deposits';
import { createChannel, GATEWAY_SECRET, operatorToken } from '../../test/pay';
import { addReceivingAddress } from '../deposits/receiving-addresses';
import { bearer, registerAndLogin } from '../../test/players';
import { isValidOrderSignature } from './signature';

describe.each(TEST_DATABASES)('pay channels for players on %s', (database) => {
  let testApp: TestApp;
  let withoutUsdt: TestApp;
  let player = '';
  let gatewayId = 0;
  let disabledId = 0;

  const asPlayer = (app: TestApp, url: string, payload?: object) =>
    app.call({ method: 'POST', url, payload, headers: bearer(player) });

  beforeAll(async () => {
    testApp = await createTestApp(database, { rechargeMaxAmount: 300_000_000 as never }, undefined, {
      usdtConfigured: async () => true,
    });
    const ops = await operatorToken(testApp);
    await createChannel(testApp, ops, 'low', { sort: 1, name: '低序通道' });
    gatewayId = (await createChannel(testApp, ops, 'high', { sort: 5, name: '高序通道', min_amount: '50' })).id;
    disabledId = (await createChannel(testApp, ops, 'off', { sort: 9, enabled: false })).id;
    player = (await registerAndLogin(testApp)).token;
    withoutUsdt = await createTestApp(database, {}, undefined, { usdtConfigured: async () => false });
    await createChannel(withoutUsdt, await operatorToken(withoutUsdt), 'only', { name: '唯一通道' });
  });
  afterAll(async () => {
    await testApp.close();
    await withoutUsdt.close();
  });

  it('lists USDT-TRC20 first when configured, then the enabled channels by sort, never a disabled one', async () => {
    const { body } = await asPlayer(testApp, apiPaths.wallet.payChannels);
    expect(body.code).toBe(200);
    expect(body.result.map((channel: { code: string }) => channel.code)).toEqual([USDT_TRC20_CHANNEL, 'high', 'low']);
    expect(body.result[0]).toEqual({
      id: 0,
      code: USDT_TRC20_CHANNEL,
      name: 'USDT-TRC20',
      rate: '1',
      currency: 'USDT',
      min_amount: '20.000000',
      max_amount: '300.000000',
    });
    expect(body.result[1]).toMatchObject({ name: '高序通道', rate: '7.25', currency: 'CNY', min_amount: '50.000000' });
  });

  it('leaves USDT-TRC20 out when it is not configured, and asks for a player', async () => {
    const other = await registerAndLogin(withoutUsdt);
    const { body } = await withoutUsdt.call({
      method: 'POST',
      url: apiPaths.wallet.payChannels,
      headers: bearer(other.token),
    });
    expect(body.result.map((channel: { code: string }) => channel.code)).toEqual(['only']);
    expect((await withoutUsdt.call({ method: 'POST', url: apiPaths.wallet.payChannels })).status).toBe(401);
  });

  it('answers 该支付通道暂未开通 on any other /api/pay/<name>, with or without a body, and does nothing', async () => {
    for (const name of ['unconfigured', 'somepay', 'high', 'callback']) {
      const { status, body } = await testApp.call({
        method: 'POST',
        url: `/api/pay/${name}`,
        payload: { amount: '20' },
      });
      expect([status, body]).toEqual([200, { code: 400, message: apiMessages.channelNotOpen }]);
    }
    expect((await testApp.call({ method: 'POST', url: '/api/pay/nobody' })).body.message).toBe(
      apiMessages.channelNotOpen,
    );
    const orders = await testApp.context.db.selectFrom('channel_orders').select('id').execute();
    expect(orders).toEqual([]);
  });

  it('refuses an order on an unknown, disabled or built-in channel with 该支付通道暂未开通', async () => {
    for (const channel_id of [999, disabledId, 0]) {
      const { body } = await asPlayer(testApp, apiPaths.wallet.rechargeOrder, { channel_id, amount: '100' });
      expect(body.message, `channel ${channel_id}`).toBe(
        channel_id === 0 ? apiMessages.badField : apiMessages.channelNotOpen,
      );
    }
  });

  it("refuses amounts outside the channel's limits", async () => {
    const order = (amount: string) =>
      asPlayer(testApp, apiPaths.wallet.rechargeOrder, { channel_id: gatewayId, amount });
    expect((await order('19.99')).body).toEqual({ code: 400, message: apiMessages.rechargeBelowMinimum });
    expect((await order('49.999999')).body).toEqual({ code: 400, message: apiMessages.channelBelowMinimum });
    expect((await order('5000.000001')).body).toEqual({ code: 400, message: apiMessages.rechargeAboveMaximum });
    expect(await testApp.context.db.selectFrom('channel_orders').select('id').execute()).toEqual([]);
  });

  it('answers a gateway order with a pay URL signed by the channel secret, amount × rate rounded up to the cent', async () => {
    const before = testApp.context.now().getTime();
    const { body } = await asPlayer(testApp, apiPaths.wallet.rechargeOrder, { channel_id: gatewayId, amount: '100.5' });
    expect(body.code).toBe(200);
    const { order_id, pay_url, amount, expires_at } = body.result;
    expect(amount).toBe('100.500000');
    expect(Date.parse(expires_at) - before).toBeGreaterThanOrEqual(30 * 60_000);
    expect(Date.parse(expires_at) - before).toBeLessThan(31 * 60_000);
    const url = new URL(pay_url);
    expect(`${url.origin}${url.pathname}`).toBe('https://gateway.example/pay');
    expect(url.searchParams.get('lang')).toBe('zh');
    const params = Object.fromEntries(
      PAY_ORDER_PARAMS.map((name) => [name, url.searchParams.get(name) ?? '']),
    ) as PayOrderParams;
    expect(params).toEqual({
      merchant_id: 'merchant-1',
      order_id,
      amount: '728.63',
      currency: 'CNY',
      notify_url: `${testApp.context.config.siteOrigin}/api/pay/callback/high`,
    });
    const sign = url.searchParams.get('sign') ?? '';
    expect(isValidOrderSignature(GATEWAY_SECRET, params, sign)).toBe(true);
    expect(isValidOrderSignature('another-secret-000000', params, sign)).toBe(false);
    expect(pay_url).not.toContain(GATEWAY_SECRET);
    const row = await testApp.context.db
      .selectFrom('channel_orders')
      .selectAll()
      .where('order_no', '=', order_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'pending',
      amount: 100_500_000,
      currency_amount: '728.63',
      transfer_id: null,
    });
  });
});

describe.each(TEST_DATABASES)('channel orders in the 充提记录 list on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(database);
    await addReceivingAddress(testApp.context, null, { address: POOL[0], label: '' });
  });
  afterAll(() => testApp.close());

  it('lists a channel order beside the USDT-TRC20 orders, newest first, each source paged into one list', async () => {
    const ops = await operatorToken(testApp);
    const channelId = (await createChannel(testApp, ops, 'rec', { name: '记录通道' })).id;
    const { token } = await registerAndLogin(testApp);
    const call = (url: string, payload: object) =>
      testApp.call({ method: 'POST', url, payload, headers: bearer(token) }).then(({ body }) => body);
    const first = (await call(apiPaths.wallet.recharge, { amount: '20' })).result;
    testApp.advanceTime(1000);
    const channel = (await call(apiPaths.wallet.rechargeOrder, { channel_id: channelId, amount: '30' })).result;
    testApp.advanceTime(1000);
    const second = (await call(apiPaths.wallet.recharge, { amount: '40' })).result;

    const all = (await call(apiPaths.records.inoutRecords, { page: 1, size: 10 })).result;
    expect(all.total).toBe(3);
    expect(all.list.map((row: { order_id: string }) => row.order_id)).toEqual([
      second.order_id,
      channel.order_id,
      first.order_id,
    ]);
    expect(all.list[1]).toMatchObject({ type: 1, channel: '记录通道', amount: '30.000000', status: 2, address: null });
    // The first USDT order was replaced by the second: rejected; the second waits.
    expect(all.list.map((row: { status: number }) => row.status)).toEqual([2, 2, 3]);
    const paged = (await call(apiPaths.records.inoutRecords, { page: 2, size: 2 })).result;
    expect(paged).toMatchObject({ total: 3, page: 2, size: 2 });
    expect(paged.list.map((row: { order_id: string }) => row.order_id)).toEqual([first.order_id]);
    expect((await call(apiPaths.records.inoutRecords, { type: 2 })).result).toMatchObject({ total: 0, list: [] });
  });
});
