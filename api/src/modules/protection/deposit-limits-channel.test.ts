/**
 * Deposit limits on pay-channel orders and their callbacks, on both databases: an order over a
 * limit is refused; a paid order that went over a limit lowered since is credited, reviewed once
 * however often the gateway calls back, and the player's next orders wait for an operator.
 */
import { apiMessages, apiPaths, microUsdt } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitRefusal, protectionEventsOf, reviewsOf, setClock, setLimit } from '../../test/deposit-limits';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';
import { expectLedgerInvariants } from '../../test/ledger-invariants';
import { createChannel, gatewayCallback, operatorToken } from '../../test/pay';
import { bearer, registerAndLogin } from '../../test/players';
import { walletBalanceOf } from '../../test/provider';
import { refusal } from '../../test/requests';
import { currencyAmountOf } from '../pay/decimal';

const USDT = 1_000_000;
/** 12:00 北京时间 on 2030-03-12. */
const NOON = '2030-03-12T04:00:00.000Z';

describe.each(TEST_DATABASES)('deposit limits on pay channels on %s', (database) => {
  let testApp: TestApp;
  let channelId = 0;
  beforeAll(async () => {
    testApp = await createTestApp(database);
    setClock(testApp, NOON);
    channelId = (await createChannel(testApp, await operatorToken(testApp), 'gate')).id;
  });
  afterAll(async () => {
    await expectLedgerInvariants(testApp.context.db);
    await testApp.close();
  });

  const call = async (token: string, url: string, payload: object) =>
    (await testApp.call({ method: 'POST', url, payload, headers: bearer(token) })).body;
  const order = (token: string, amount: string) =>
    call(token, apiPaths.wallet.rechargeOrder, { channel_id: channelId, amount });
  const paid = (orderId: string, gatewayNo: string, usdt: number) => ({
    order_id: orderId,
    channel_order_no: gatewayNo,
    amount: currencyAmountOf(microUsdt(usdt * USDT), '7.25'),
    status: 'paid' as const,
  });

  it('refuses an order over the limit and takes one at it', async () => {
    const player = await registerAndLogin(testApp);
    await setLimit(testApp.context, player.id, 'deposit_24h', '50');
    expect(await order(player.token, '50.000001')).toEqual(limitRefusal('deposit_24h', '50', '50', '2030-03-13 00:00'));
    const accepted = await order(player.token, '50');
    expect(accepted.code).toBe(200);
    expect(await gatewayCallback(testApp, 'gate', paid(accepted.result.order_id, 'GW-AT', 50))).toMatchObject({
      body: { code: 200 },
    });
    expect(await reviewsOf(testApp.context, player.id)).toEqual([]);
    expect(await order(player.token, '20')).toEqual(limitRefusal('deposit_24h', '50', '0', '2030-03-13 00:00'));
  });

  it('credits a paid order beyond a limit lowered since, reviews it once, and refuses new orders', async () => {
    const player = await registerAndLogin(testApp);
    await setLimit(testApp.context, player.id, 'deposit_24h', '100');
    const accepted = await order(player.token, '40');
    expect(accepted.code).toBe(200);
    expect(await setLimit(testApp.context, player.id, 'deposit_24h', '20')).toBe('applied');
    const callback = paid(accepted.result.order_id, 'GW-OVER', 40);
    const first = await gatewayCallback(testApp, 'gate', callback);
    expect(first.body).toEqual({ code: 200, result: { order_id: accepted.result.order_id, status: 'paid' } });
    expect((await gatewayCallback(testApp, 'gate', callback)).body).toEqual(first.body);
    expect(await walletBalanceOf(testApp, player.id)).toBe(40 * USDT);
    expect(await reviewsOf(testApp.context, player.id)).toEqual([
      expect.objectContaining({
        source: 'channel',
        reference: 'channel:gate:GW-OVER',
        amount: 40 * USDT,
        limit_key: 'deposit_24h',
        status: 'open',
      }),
    ]);
    expect(await protectionEventsOf(testApp.context, player.id, 'deposit_over_limit')).toHaveLength(1);
    expect(await order(player.token, '20')).toEqual(refusal(apiMessages.depositUnderReview));
    expect(await call(player.token, apiPaths.wallet.recharge, { amount: '20' })).toEqual(
      refusal(apiMessages.depositUnderReview),
    );
  });
});
