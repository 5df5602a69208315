import { apiMessages, apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POOL } from '../../../test/deposits';
import { TEST_DATABASES } from '../../../test/harness';
import { expectLedgerInvariants } from '../../../test/ledger-invariants';
import { refusal } from '../../../test/requests';
import { newTronAddress, withdrawalSuite, type WithdrawalSuite } from '../../../test/withdrawals';

describe.each(TEST_DATABASES)('withdrawal addresses on %s', (database) => {
  let suite: WithdrawalSuite;
  beforeAll(async () => {
    suite = await withdrawalSuite(database);
  });
  afterAll(async () => {
    await expectLedgerInvariants(suite.testApp.context.db);
    await suite.testApp.close();
  });
  const bind = (token: string, payload: object) => suite.asPlayer(token, apiPaths.wallet.bindAddress, payload);
  const list = (token: string) => suite.asPlayer(token, apiPaths.wallet.addressList);
  const remove = (token: string, id: number) => suite.asPlayer(token, apiPaths.wallet.deleteAddress, { id });
  const auditOf = (entityId: number) =>
    suite.testApp.context.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'withdraw_address')
      .where('entity_id', '=', String(entityId))
      .orderBy('id')
      .execute();

  it('binds the three types, normalized, and lists them oldest first with the maximum', async () => {
    const { token } = await suite.player();
    const trc20 = newTronAddress();
    expect((await bind(token, { type: 1, address: ` ${trc20} ` })).result).toMatchObject({
      type: 1,
      address: trc20,
      area: null,
    });
    expect((await bind(token, { type: '2', area: '+855', address: '12345678' })).result).toMatchObject({
      type: 2,
      area: '855',
      address: '12345678',
    });
    expect((await bind(token, { type: 3, address: '  wallet-xyz  ' })).result).toMatchObject({
      type: 3,
      address: 'wallet-xyz',
    });
    const listed = (await list(token)).result;
    expect(listed.max).toBe(5);
    expect(listed.list.map((item: { type: number }) => item.type)).toEqual([1, 2, 3]);
  });

  it('refuses each bad field with its message', async () => {
    const { token } = await suite.player();
    const valid = newTronAddress();
    const broken = valid.slice(0, -1) + (valid.endsWith('a') ? 'b' : 'a');
    expect(await bind(token, { type: 1, address: broken })).toEqual(refusal(apiMessages.tronAddressInvalid));
    expect(await bind(token, { type: 1, address: '0x' + 'a'.repeat(40) })).toEqual(refusal('TRON地址格式错误'));
    expect(await bind(token, { type: 4, address: 'x' })).toEqual(refusal('请选择地址类型'));
    expect(await bind(token, { type: 3, address: '   ' })).toEqual(refusal('请输入提现地址'));
    expect(await bind(token, { type: 2, address: '12345678' })).toEqual(refusal('请输入正确的区号'));
    expect(await bind(token, { type: 2, area: '12345', address: '12345678' })).toEqual(refusal('请输入正确的区号'));
    expect(await bind(token, { type: 2, area: '+8a', address: '12345678' })).toEqual(refusal('请输入正确的区号'));
    expect(await bind(token, { type: 2, area: '86', address: '1234' })).toEqual(refusal('请输入正确的手机号'));
    expect(await bind(token, { type: 2, area: '86', address: '1'.repeat(16) })).toEqual(refusal('请输入正确的手机号'));
    expect(await bind(token, { type: 3, address: 'x'.repeat(129) })).toEqual(refusal(apiMessages.tooLong));
    expect((await list(token)).result.list).toEqual([]);
  });

  it('refuses a duplicate with 不可重复添加, also when sent at once', async () => {
    const { token } = await suite.player();
    const address = newTronAddress();
    expect((await bind(token, { type: 1, address })).code).toBe(200);
    expect(await bind(token, { type: 1, address })).toEqual(refusal('不可重复添加'));
    expect((await bind(token, { type: 2, area: '86', address: '13800000000' })).code).toBe(200);
    expect(await bind(token, { type: 2, area: '+86', address: '13800000000' })).toEqual(refusal('不可重复添加'));
    const twin = newTronAddress();
    const both = await Promise.all([bind(token, { type: 1, address: twin }), bind(token, { type: 1, address: twin })]);
    expect(both.map((body) => body.code).sort()).toEqual([200, 400]);
    expect(both.find((body) => body.code === 400)).toEqual(refusal('不可重复添加'));
  });

  it("refuses the site's own addresses: a deposit pool address is never a withdrawal address", async () => {
    const { token } = await suite.player();
    expect(await bind(token, { type: 1, address: POOL[0] })).toEqual(refusal(apiMessages.withdrawAddressIsSite));
    // As another type it is only text the operator pays by hand, never on chain from here.
    expect((await bind(token, { type: 3, address: POOL[0] })).code).toBe(200);
    expect((await list(token)).result.list).toHaveLength(1);
  });

  it('binds at most the configured number', async () => {
    const { token } = await suite.player();
    expect((await suite.settings({ max_addresses: 2 })).code).toBe(200);
    try {
      const outcomes = await Promise.all([1, 2, 3, 4].map(() => bind(token, { type: 1, address: newTronAddress() })));
      expect(outcomes.filter((body) => body.code === 200)).toHaveLength(2);
      expect(outcomes.filter((body) => body.code !== 200)).toEqual([
        refusal(apiMessages.withdrawAddressLimit),
        refusal(apiMessages.withdrawAddressLimit),
      ]);
      expect((await list(token)).result).toMatchObject({ max: 2 });
    } finally {
      await suite.settings({ max_addresses: 5 });
    }
  });

  it("deletes only the player's own address, audited with the player's row", async () => {
    const owner = await suite.player();
    const other = await suite.player();
    const created = (await bind(owner.token, { type: 3, address: 'mine' })).result;
    expect(await remove(other.token, created.id)).toEqual(refusal('提现地址不存在'));
    expect(await remove(owner.token, 2_000_000_000)).toEqual(refusal('提现地址不存在'));
    expect((await list(owner.token)).result.list).toHaveLength(1);
    expect(await remove(owner.token, created.id)).toEqual({ code: 200, result: {} });
    expect(await remove(owner.token, created.id)).toEqual(refusal('提现地址不存在'));
    expect((await list(owner.token)).result.list).toEqual([]);
    const audit = await auditOf(created.id);
    expect(audit.map((row) => [row.action, row.operator_id])).toEqual([
      ['create', null],
      ['delete', null],
    ]);
    expect(JSON.parse(audit[1]!.before_json!)).toMatchObject({ player_id: owner.id, address: 'mine' });
  });
});
