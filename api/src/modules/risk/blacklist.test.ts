/**
 * Blacklists on both databases: operators of 超级管理员 and 财务 list, add and remove entries (each
 * validated by kind and audited); a blacklisted device or address (or network) cannot register, a
 * blacklisted withdrawal address cannot be bound, and every hit is audited as the system's.
 */
import { apiMessages, apiPaths, riskAdminPaths, type OperatorRole } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newDevice, TEST_DATABASES, type TestApp } from '../../test/harness';
import { bearer, registerAndLogin } from '../../test/players';
import { generousLimits, operatorToken, refusal } from '../../test/requests';
import { auditOf } from '../../test/audit';
import { registerFrom } from '../../test/risk';
import { newTronAddress } from '../../test/withdrawals';

describe.each(TEST_DATABASES)('risk blacklists on %s', (database) => {
  let testApp: TestApp;
  let financeToken: string;
  let financeId: number;
  beforeAll(async () => {
    testApp = await createTestApp(database, generousLimits());
    financeToken = await operatorToken(testApp, undefined, 'finance');
    financeId = Number((await testApp.context.db.selectFrom('operators').select('id').executeTakeFirstOrThrow()).id);
  });
  afterAll(() => testApp.close());

  const add = (fields: Record<string, string>, token = financeToken) =>
    testApp.call({ method: 'POST', url: riskAdminPaths.blacklist, payload: fields, headers: bearer(token) });
  const remove = (id: number) =>
    testApp.call({ method: 'POST', url: `${riskAdminPaths.blacklist}/${id}/remove`, headers: bearer(financeToken) });
  const entryOf = async (value: string) => {
    const { body } = await testApp.call({
      method: 'GET',
      url: riskAdminPaths.blacklist,
      headers: bearer(financeToken),
    });
    return body.result.list.find((entry: { value: string }) => entry.value === value);
  };

  it('lets only 超级管理员 and 财务 read and change the lists', async () => {
    for (const role of ['support', 'operations'] as OperatorRole[]) {
      const token = await operatorToken(testApp, undefined, role);
      const read = await testApp.call({ method: 'GET', url: riskAdminPaths.blacklist, headers: bearer(token) });
      expect(read.status).toBe(403);
      expect((await add({ kind: 'device', value: newDevice(), reason: '测试' }, token)).status).toBe(403);
    }
    const superToken = await operatorToken(testApp, undefined, 'super_admin');
    const read = await testApp.call({ method: 'GET', url: riskAdminPaths.blacklist, headers: bearer(superToken) });
    expect(read.body.code).toBe(200);
  });

  it('validates each kind and refuses a duplicate, a missing reason and an unknown entry', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ kind: 'ip', value: '999.1.2.3', reason: 'x' }, apiMessages.blacklistIpInvalid],
      [{ kind: 'ip', value: '10.0.0.1, 10.0.0.2', reason: 'x' }, apiMessages.blacklistIpInvalid],
      [{ kind: 'ip', value: '10.0.0.0/33', reason: 'x' }, apiMessages.blacklistIpInvalid],
      [{ kind: 'ip', value: '0.0.0.0/0', reason: 'x' }, apiMessages.blacklistIpTooWide],
      [{ kind: 'device', value: 'short', reason: 'x' }, apiMessages.blacklistDeviceInvalid],
      [{ kind: 'device', value: 'has spaces in it', reason: 'x' }, apiMessages.blacklistDeviceInvalid],
      [
        { kind: 'address', value: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6x', reason: 'x' },
        apiMessages.blacklistAddressInvalid,
      ],
      [{ kind: 'device', value: newDevice(), reason: '  ' }, apiMessages.blacklistReasonRequired],
      [{ kind: 'phone', value: '13800000000', reason: 'x' }, apiMessages.badField],
    ];
    for (const [fields, message] of cases) expect((await add(fields)).body).toEqual(refusal(message));
    expect(await testApp.context.db.selectFrom('risk_blacklist').selectAll().execute()).toEqual([]);
    const device = newDevice();
    expect((await add({ kind: 'device', value: device, reason: '多账户' })).body.code).toBe(200);
    expect((await add({ kind: 'device', value: device, reason: '又一次' })).body).toEqual(
      refusal(apiMessages.blacklistDuplicate),
    );
    expect((await remove(999_999)).body).toEqual(refusal(apiMessages.blacklistNotFound));
  });

  it('audits every addition and removal with the operator and the row', async () => {
    const result = await add({ kind: 'ip', value: '198.51.100.0/24', reason: '机房网段' });
    const entry = result.body.result.list.find((row: { value: string }) => row.value === '198.51.100.0/24');
    expect(entry).toMatchObject({ kind: 'ip', reason: '机房网段', created_by: expect.any(String) });
    expect((await remove(entry.id)).body.code).toBe(200);
    expect(await entryOf('198.51.100.0/24')).toBeUndefined();
    const audited = (await auditOf(testApp, 'risk_blacklist')).filter((row) => row.entity_id === String(entry.id));
    expect(audited).toEqual([
      expect.objectContaining({ operator_id: financeId, action: 'create', before: null }),
      expect.objectContaining({ operator_id: financeId, action: 'delete', after: null }),
    ]);
    expect(audited[0]!.after).toMatchObject({ kind: 'ip', value: '198.51.100.0/24', reason: '机房网段' });
    expect(audited[1]!.before).toMatchObject({ kind: 'ip', value: '198.51.100.0/24' });
  });

  it('refuses registration from a blacklisted device or network, audits the hit, and lets it again once removed', async () => {
    const device = newDevice();
    await add({ kind: 'device', value: device, reason: '羊毛党设备' });
    await add({ kind: 'ip', value: '203.0.113.0/24', reason: '代理网段' });
    const fromDevice = await registerFrom(testApp, { device, ip: '192.0.2.10', username: 'blockeddev01' });
    expect(fromDevice.registered).toEqual(refusal(apiMessages.registerBlacklisted));
    const fromNetwork = await registerFrom(testApp, {
      device: newDevice(),
      ip: '203.0.113.77',
      username: 'blockednet01',
    });
    expect(fromNetwork.registered).toEqual(refusal(apiMessages.registerBlacklisted));
    const players = await testApp.context.db.selectFrom('players').select('username').execute();
    expect(players.map((row) => row.username)).not.toContain('blockeddev01');
    expect(players.map((row) => row.username)).not.toContain('blockednet01');

    const hits = await auditOf(testApp, 'risk_blacklist_hit');
    expect(hits).toEqual([
      expect.objectContaining({ operator_id: null, action: 'create' }),
      expect.objectContaining({ operator_id: null, action: 'create' }),
    ]);
    expect(hits[0]!.after).toMatchObject({
      kind: 'device',
      value: device,
      refused: 'register',
      username: 'blockeddev01',
      body_device_id: device,
      ip: '192.0.2.10',
    });
    expect(hits[1]!.after).toMatchObject({
      kind: 'ip',
      value: '203.0.113.0/24',
      ip: '203.0.113.77',
      refused: 'register',
    });

    // Another address and device register; the removed network no longer refuses.
    expect((await registerFrom(testApp, { device: newDevice(), ip: '203.0.114.1' })).registered.code).toBe(200);
    await remove((await entryOf('203.0.113.0/24')).id);
    expect((await registerFrom(testApp, { device: newDevice(), ip: '203.0.113.77' })).registered.code).toBe(200);
    expect(await auditOf(testApp, 'risk_blacklist_hit')).toHaveLength(2);
  });

  it('refuses binding a blacklisted withdrawal address and audits the hit; another address binds', async () => {
    const address = newTronAddress();
    await add({ kind: 'address', value: address, reason: '诈骗地址' });
    const player = await registerAndLogin(testApp);
    const bind = (value: string) =>
      testApp.call({
        method: 'POST',
        url: apiPaths.wallet.bindAddress,
        payload: { type: 1, address: value },
        headers: bearer(player.token),
      });
    expect((await bind(address)).body).toEqual(refusal(apiMessages.addressBlacklisted));
    const bound = await testApp.context.db
      .selectFrom('withdraw_addresses')
      .selectAll()
      .where('player_id', '=', player.id)
      .execute();
    expect(bound).toEqual([]);
    const hits = await auditOf(testApp, 'risk_blacklist_hit');
    expect(hits.at(-1)!.after).toMatchObject({
      kind: 'address',
      value: address,
      refused: 'bind_address',
      player_id: player.id,
    });
    expect((await bind(newTronAddress())).body.code).toBe(200);
  });
});
