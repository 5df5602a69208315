import { apiMessages, apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';
import { channelInput, channelSettings, GATEWAY_SECRET, gatewayCallback, operatorToken } from '../../test/pay';
import { bearer, registerAndLogin } from '../../test/players';

describe.each(TEST_DATABASES)('operators configure pay channels on %s', (database) => {
  let testApp: TestApp;
  let ops = '';
  const path = apiPaths.admin.payChannels;
  const asOperator = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    testApp.call({ method, url, payload, headers: bearer(ops) });

  beforeAll(async () => {
    testApp = await createTestApp(database);
    ops = await operatorToken(testApp);
  });
  afterAll(() => testApp.close());

  it('creates and updates a channel, audited, and never answers or records the secret', async () => {
    const created = await asOperator('POST', path, channelInput('card', { allow: '203.0.113.0/28, 198.51.100.9' }));
    expect(created.body.code).toBe(200);
    const id = created.body.result.id as number;
    expect(created.body.result).toMatchObject({
      code: 'card',
      kind: 'gateway',
      rate: '7.25',
      min_amount: '20.000000',
      allow: ['203.0.113.0/28', '198.51.100.9/32'],
      secret_set: true,
      enabled: true,
    });
    // Without a secret the update keeps the old one: callbacks signed with it still pass.
    const settings = channelSettings();
    const renamed = await asOperator('PUT', `${path}/${id}`, { ...settings, name: '银行卡', sort: 3 });
    expect(renamed.body.result).toMatchObject({ name: '银行卡', sort: 3, secret_set: true });
    const player = await registerAndLogin(testApp);
    const order = await testApp.call({
      method: 'POST',
      url: apiPaths.wallet.rechargeOrder,
      payload: { channel_id: id, amount: '20' },
      headers: bearer(player.token),
    });
    const orderId = order.body.result.order_id;
    const callback = { order_id: orderId, channel_order_no: 'K1', amount: '145', status: 'paid' as const };
    await asOperator('PUT', `${path}/${id}`, { ...settings, secret: 'a-brand-new-secret-9876' });
    expect((await gatewayCallback(testApp, 'card', callback)).body.message).toBe(apiMessages.channelSignatureInvalid);
    expect((await gatewayCallback(testApp, 'card', callback, { secret: 'a-brand-new-secret-9876' })).body.code).toBe(
      200,
    );

    const listed = await asOperator('GET', path);
    expect(listed.body.result).toHaveLength(1);
    const audit = await asOperator('GET', apiPaths.admin.audit);
    const entries = audit.body.result.list.filter((entry: { entity: string }) => entry.entity === 'pay_channels');
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual(['update', 'update', 'create']);
    expect(entries[0].after.secret_changed).toBe(true);
    expect(entries[1].after.secret_changed).toBe(false);
    for (const text of [
      JSON.stringify(created.body),
      JSON.stringify(renamed.body),
      JSON.stringify(listed.body),
      JSON.stringify(audit.body),
    ]) {
      expect(text).not.toContain(GATEWAY_SECRET);
      expect(text).not.toContain('a-brand-new-secret-9876');
      expect(text).not.toContain('"secret"');
    }
  });

  it('refuses bad settings in Chinese and changes nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [channelInput('Bad Code'), apiMessages.channelCodeInvalid],
      [channelInput('card'), apiMessages.channelCodeTaken],
      [channelInput('usdt-trc20'), apiMessages.channelCodeTaken],
      [channelInput('x2', { rate: '0' }), apiMessages.channelRateInvalid],
      [channelInput('x2', { rate: '1.0000001' }), apiMessages.channelRateInvalid],
      [channelInput('x2', { min_amount: '10' }), apiMessages.channelLimitsInvalid],
      [channelInput('x2', { min_amount: '500', max_amount: '100' }), apiMessages.channelLimitsInvalid],
      [channelInput('x2', { gateway_url: 'javascript:alert(1)' }), apiMessages.channelUrlInvalid],
      [channelInput('x2', { secret: 'short' }), apiMessages.channelSecretRequired],
      [channelInput('x2', { allow: 'not-an-address' }), apiMessages.channelAllowInvalid],
      [channelInput('x2', { allow: '0.0.0.0/0' }), apiMessages.channelAllowInvalid],
    ];
    for (const [payload, message] of cases)
      expect((await asOperator('POST', path, payload)).body, message).toEqual({ code: 400, message });
    const settings = channelSettings();
    expect((await asOperator('PUT', `${path}/9999`, settings)).body).toEqual({
      code: 404,
      message: apiMessages.channelUnknown,
    });
    expect((await asOperator('GET', path)).body.result).toHaveLength(1);
  });

  it('refuses players and visitors', async () => {
    const player = await registerAndLogin(testApp);
    expect((await testApp.call({ method: 'GET', url: path, headers: bearer(player.token) })).status).toBe(403);
    expect((await testApp.call({ method: 'POST', url: path, payload: channelInput('zz') })).status).toBe(401);
  });
});

describe.each(TEST_DATABASES)('pay channel allow-lists in production on %s', (database) => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp(database, { mode: 'production' });
  });
  afterAll(() => production.close());

  it('refuses loopback in a channel allow-list, where a local proxy would make every caller pass', async () => {
    const ops = await operatorToken(production);
    const create = (code: string, allow: string) =>
      production.call({
        method: 'POST',
        url: apiPaths.admin.payChannels,
        payload: channelInput(code, { allow }),
        headers: bearer(ops),
      });
    for (const allow of ['127.0.0.1', '203.0.113.0/28, 127.0.0.0/8', '::1'])
      expect((await create('loop', allow)).body).toEqual({ code: 400, message: apiMessages.channelAllowLoopback });
    expect((await create('real', '203.0.113.0/28')).body.code).toBe(200);
  });
});
