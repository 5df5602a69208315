import { sql } from 'kysely';
import { apiMessages, apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/harness';
import { expectLedgerInvariants } from '../../../test/ledger-invariants';
import { walletBalanceOf } from '../../../test/provider';
import { refusal } from '../../../test/requests';
import { newRequestId, withdrawalSuite, type WithdrawalSuite } from '../../../test/withdrawals';

describe.each(TEST_DATABASES)('withdraw-apply on %s', (database) => {
  let suite: WithdrawalSuite;
  beforeAll(async () => {
    suite = await withdrawalSuite(database);
  });
  afterAll(async () => {
    await expectLedgerInvariants(suite.testApp.context.db);
    await suite.testApp.close();
  });
  const holdOf = async (playerId: number) =>
    Number(
      (
        await suite.testApp.context.db
          .selectFrom('accounts')
          .select('balance')
          .where('code', '=', `hold:${playerId}`)
          .executeTakeFirst()
      )?.balance ?? 0,
    );

  it('holds amount + fee and answers the request in review (status 2); a replay answers it again', async () => {
    const { id, token, addressId } = await suite.ready('100');
    const request_id = newRequestId();
    const first = await suite.apply(token, { amount: '20', address_id: addressId, request_id });
    expect(first.result).toMatchObject({
      amount: '20.000000',
      fee: '1.000000',
      total: '21.000000',
      status: 2,
      state: 'review',
    });
    expect(first.result.order_id).toMatch(/^W\d{20}$/);
    expect(await walletBalanceOf(suite.testApp, id)).toBe(79_000_000);
    expect(await holdOf(id)).toBe(21_000_000);
    // A retry (even with a wrong password: the request was judged already) answers the first result, nothing moves.
    expect(
      await suite.apply(token, { amount: '20.0', address_id: addressId, request_id, password: 'whatever1' }),
    ).toEqual(first);
    expect(await suite.apply(token, { amount: '21', address_id: addressId, request_id })).toEqual(
      refusal('请求编号无效，请刷新页面后重试'),
    );
    expect(await walletBalanceOf(suite.testApp, id)).toBe(79_000_000);
    const info = (await suite.asPlayer(token, apiPaths.wallet.withdrawInfo)).result;
    expect(info).toMatchObject({
      balance: '79.000000',
      withdrawable: '0.000000',
      daily_count_used: 1,
      set_password: true,
    });
    expect(info.pending).toEqual([first.result]);
  });

  it('answers concurrent twins of one request once', async () => {
    const { id, token, addressId } = await suite.ready('100');
    const request_id = newRequestId();
    const twins = await Promise.all(
      [1, 2, 3].map(() => suite.apply(token, { amount: '30', address_id: addressId, request_id })),
    );
    expect(twins[0].code).toBe(200);
    expect(twins[1]).toEqual(twins[0]);
    expect(twins[2]).toEqual(twins[0]);
    expect(await walletBalanceOf(suite.testApp, id)).toBe(69_000_000);
  });

  it('refuses each rule with its message, in order, moving nothing', async () => {
    const { id, token, addressId } = await suite.ready('100');
    const apply = (fields: object) => suite.apply(token, { amount: '20', address_id: addressId, ...fields });
    expect(await apply({ request_id: 'short' })).toEqual(refusal('请求编号无效，请刷新页面后重试'));
    expect(await apply({ password: '' })).toEqual(refusal('请输入提现密码'));
    expect(await apply({ amount: '1.1234567' })).toEqual(refusal(apiMessages.badField));
    expect(await apply({ amount: '9.999999' })).toEqual(refusal('单笔最低提现10 USDT'));
    expect(await apply({ amount: '50000.000001' })).toEqual(refusal('单笔最高提现50000 USDT'));
    expect(await apply({ amount: '99.5' })).toEqual(refusal('余额不足'));
    const stranger = await suite.ready('100');
    expect(await apply({ address_id: stranger.addressId })).toEqual(refusal('提现地址不存在'));
    const unset = await suite.player('100');
    expect(await suite.apply(unset.token, { amount: '20', address_id: addressId })).toEqual(
      refusal('请先设置提现密码'),
    );
    expect(await walletBalanceOf(suite.testApp, id)).toBe(100_000_000);
    expect(await holdOf(id)).toBe(0);
    expect((await apply({ amount: '99' })).code).toBe(200);
    expect(await walletBalanceOf(suite.testApp, id)).toBe(0);
    expect(await apply({ amount: '10' })).toEqual(refusal('您有提现正在处理中，请等待完成后再申请'));
  });

  it('keeps the daily count and amount of the Asia/Shanghai day', async () => {
    expect((await suite.settings({ max_pending: 10, daily_count: 2, daily_amount: '50' })).code).toBe(200);
    try {
      const { token, addressId } = await suite.ready('200');
      expect((await suite.apply(token, { amount: '30', address_id: addressId })).code).toBe(200);
      expect(await suite.apply(token, { amount: '21', address_id: addressId })).toEqual(
        refusal('超出今日提现额度，今日还可提现20 USDT'),
      );
      expect((await suite.apply(token, { amount: '20', address_id: addressId })).code).toBe(200);
      expect(await suite.apply(token, { amount: '10', address_id: addressId })).toEqual(
        refusal('今日提现次数已达上限（2次）'),
      );
    } finally {
      await suite.settings({ max_pending: 1, daily_count: 5, daily_amount: '100000' });
    }
  });

  it('holds exactly the affordable ones of 20 concurrent requests, never below zero', async () => {
    expect((await suite.settings({ max_pending: 100, daily_count: 100 })).code).toBe(200);
    try {
      const { id, token, addressId } = await suite.ready('63');
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, () => suite.apply(token, { amount: '20', address_id: addressId })),
      );
      expect(outcomes.filter((body) => body.code === 200)).toHaveLength(3);
      expect(outcomes.filter((body) => body.code !== 200)).toEqual(
        Array.from({ length: 17 }, () => refusal('余额不足')),
      );
      expect(await walletBalanceOf(suite.testApp, id)).toBe(0);
      expect(await holdOf(id)).toBe(63_000_000);
      const held = await suite.testApp.context.db
        .selectFrom('withdrawals')
        .select(sql<number>`count(*)`.as('count'))
        .where('player_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(Number(held.count)).toBe(3);
      await expectLedgerInvariants(suite.testApp.context.db);
    } finally {
      await suite.settings({ max_pending: 1, daily_count: 5 });
    }
  });

  it('refuses to delete an address while a withdrawal to it is pending; lists the withdrawal as type 2, status 2', async () => {
    const { token, addressId } = await suite.ready('100');
    const applied = (await suite.apply(token, { amount: '25', address_id: addressId })).result;
    expect(await suite.asPlayer(token, apiPaths.wallet.deleteAddress, { id: addressId })).toEqual(
      refusal('该地址有未完成的提现，不能删除'),
    );
    const records = (await suite.asPlayer(token, apiPaths.records.inoutRecords, { page: 1, size: 10, type: 2 })).result;
    expect(records.list).toEqual([
      expect.objectContaining({
        order_id: applied.order_id,
        type: 2,
        channel: 'USDT-TRC20',
        amount: '25.000000',
        fee: '1.000000',
        address: applied.address,
        status: 2,
      }),
    ]);
    const all = (await suite.asPlayer(token, apiPaths.records.inoutRecords, { page: 1, size: 10 })).result;
    expect(all.total).toBe(1);
    // Once it is rejected the address may go.
    await suite.testApp.context.db
      .updateTable('withdrawals')
      .set({ state: 'rejected' })
      .where('order_no', '=', applied.order_id)
      .execute();
    expect((await suite.asPlayer(token, apiPaths.wallet.deleteAddress, { id: addressId })).code).toBe(200);
  });

  it('lists a phone wallet withdrawal with +area and the type name', async () => {
    const { token } = await suite.ready('100');
    const bound = await suite.asPlayer(token, apiPaths.wallet.bindAddress, {
      type: 2,
      area: '+855',
      address: '12345678',
    });
    expect((await suite.apply(token, { amount: '20', address_id: bound.result.id })).result).toMatchObject({
      address_type: 2,
      area: '855',
    });
    const records = (await suite.asPlayer(token, apiPaths.records.inoutRecords, { page: 1, size: 10 })).result;
    expect(records.list[0]).toMatchObject({ type: 2, channel: '钱包（手机号）', address: '+855 12345678', status: 2 });
  });
});
