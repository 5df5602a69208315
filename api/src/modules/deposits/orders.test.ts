import { apiMessages, apiPaths, MICRO_PER_USDT, parseUsdt } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobs } from '../../jobs/index';
import { runWithLease } from '../../jobs/lease';
import { depositSuite, POOL, type DepositSuite } from '../../test/deposits';
import { TEST_DATABASES } from '../../test/harness';

const { recharge, rechargeCurrent, rechargeOrderStatus } = apiPaths.wallet;
const MINUTE = 60_000;

describe.each(TEST_DATABASES)('recharge orders on %s', (database) => {
  let suite: DepositSuite;
  beforeAll(async () => {
    suite = await depositSuite(database);
  });
  afterAll(() => suite.testApp.close());

  const orderRows = () => suite.testApp.context.db.selectFrom('deposit_orders').selectAll().execute();

  it('opens an order on a pool address for the amount plus a tail of 0.0001 to 0.0999', async () => {
    const { token } = await suite.newPlayer();
    const order = await suite.order(token, '20');
    expect(POOL).toContain(order.address);
    expect(order).toMatchObject({ amount: '20.000000', qrcode: order.address, change_over_time: 30, status: 'open' });
    expect(order).toMatchObject({ exact_amount_required: true, credited_amount: null, tx_id: null });
    const tail = parseUsdt(order.actual_amount)! - 20 * MICRO_PER_USDT;
    expect(tail % 100).toBe(0);
    expect(tail).toBeGreaterThanOrEqual(100);
    expect(tail).toBeLessThanOrEqual(99_900);
    expect(Date.parse(order.expires_at) - Date.parse(order.created_at)).toBe(30 * MINUTE);
    expect(order.order_id).toMatch(/^R\d{20}$/);
  });

  it('spreads orders over the least-loaded addresses', async () => {
    await suite.testApp.context.db.updateTable('deposit_orders').set({ status: 'expired' }).execute();
    const addresses = [];
    for (let count = 0; count < 3; count += 1)
      addresses.push((await suite.order((await suite.newPlayer()).token, '50')).address);
    expect(new Set(addresses).size).toBe(3);
  });

  it('replaces the open order with a new one, resumes it, and shows a player only their own orders', async () => {
    const alice = await suite.newPlayer();
    const bob = await suite.newPlayer();
    expect((await suite.asPlayer(alice.token, rechargeCurrent)).result).toBeNull();
    const first = await suite.order(alice.token, '20');
    const second = await suite.order(alice.token, '100.5');
    expect((await suite.asPlayer(alice.token, rechargeCurrent)).result).toEqual(second);
    const replaced = await suite.asPlayer(alice.token, rechargeOrderStatus, { order_id: first.order_id });
    expect(replaced.result.status).toBe('replaced');
    expect(await suite.asPlayer(bob.token, rechargeOrderStatus, { order_id: second.order_id })).toEqual({
      code: 400,
      message: apiMessages.rechargeOrderUnknown,
    });
    expect((await suite.asPlayer(bob.token, rechargeCurrent)).result).toBeNull();
    const open = (await orderRows()).filter((row) => row.player_id === alice.id && row.status === 'open');
    expect(open.map((row) => row.order_no)).toEqual([second.order_id]);
  });

  it('keeps one open order when a player sends two at once', async () => {
    const { id, token } = await suite.newPlayer();
    const [first, second] = await Promise.all([suite.order(token, '20'), suite.order(token, '20')]);
    const open = (await orderRows()).filter((row) => row.player_id === id && row.status === 'open');
    expect(open).toHaveLength(1);
    expect([first.order_id, second.order_id]).toContain(open[0]!.order_no);
  });

  it('refuses bad amounts in Chinese and changes nothing', async () => {
    const { id, token } = await suite.newPlayer();
    const before = (await orderRows()).length;
    const bad: unknown[] = [
      '19.999999',
      '0',
      '-20',
      'abc',
      '',
      '20.1234567',
      '1e3',
      ' 20',
      null,
      {},
      [20],
      '99999999999999',
    ];
    for (const amount of bad) {
      const body = await suite.asPlayer(token, recharge, { amount });
      expect(body.code, `amount ${JSON.stringify(amount)}`).not.toBe(200);
      expect(Object.values(apiMessages)).toContain(body.message);
    }
    expect((await suite.asPlayer(token, recharge, { amount: '19.99' })).message).toBe('最低充值金额为20');
    expect((await suite.asPlayer(token, rechargeOrderStatus, { order_id: '' })).code).not.toBe(200);
    expect((await orderRows()).length).toBe(before);
    expect((await orderRows()).some((row) => row.player_id === id)).toBe(false);
  });

  it('expires open orders past their window, once, and resumes none', async () => {
    const { token } = await suite.newPlayer();
    const order = await suite.order(token, '30');
    suite.testApp.advanceTime(31 * MINUTE);
    // Before the job: read as expired, not resumed.
    expect((await suite.asPlayer(token, rechargeCurrent)).result).toBeNull();
    expect((await suite.asPlayer(token, rechargeOrderStatus, { order_id: order.order_id })).result.status).toBe(
      'expired',
    );
    const job = backgroundJobs(suite.testApp.context.config).find(
      (candidate) => candidate.name === 'deposit-order-expiry',
    )!;
    const first = await runWithLease(suite.testApp.context, job.name, job.leaseMs, () =>
      job.run(suite.testApp.context),
    );
    expect(first).toMatchObject({ ran: true });
    expect((first as { result: { expired: number } }).result.expired).toBeGreaterThanOrEqual(1);
    const row = (await orderRows()).find((candidate) => candidate.order_no === order.order_id)!;
    expect(row.status).toBe('expired');
    expect(row.closed_at).not.toBeNull();
    expect(await job.run(suite.testApp.context)).toEqual({ expired: 0 });
  });
  it("refuses an amount above the channel's maximum, and an eleventh order of a player within an hour", async () => {
    const { token } = await suite.newPlayer();
    const max = suite.testApp.context.config.rechargeMaxAmount / MICRO_PER_USDT;
    expect(await suite.asPlayer(token, recharge, { amount: String(max + 1) })).toEqual({
      code: 400,
      message: apiMessages.rechargeAboveMaximum,
    });
    for (let count = 0; count < 10; count += 1) await suite.order(token, String(20 + count));
    const rowsBefore = (await orderRows()).length;
    expect(await suite.asPlayer(token, recharge, { amount: '20' })).toEqual({
      code: 400,
      message: apiMessages.tooManyRequests,
    });
    expect(await orderRows()).toHaveLength(rowsBefore);
    // Last in this suite: the clock moves on an hour for every test after it.
    suite.testApp.advanceTime(61 * MINUTE);
    expect((await suite.asPlayer(token, recharge, { amount: '20' })).code).toBe(200);
  });
});

describe.each(TEST_DATABASES)('recharge without a free address on %s', (database) => {
  it('refuses when the pool is empty or disabled, and keeps the open order', async () => {
    const suite = await depositSuite(database, { pool: [POOL[0]] });
    try {
      const { token } = await suite.newPlayer();
      const order = await suite.order(token, '20');
      const [address] = await suite.asOperator('GET', apiPaths.admin.receivingAddresses).then((body) => body.result);
      await suite.asOperator('PUT', `${apiPaths.admin.receivingAddresses}/${address.id}`, { status: 'disabled' });
      expect(await suite.asPlayer(token, recharge, { amount: '25' })).toEqual({
        code: 400,
        message: apiMessages.rechargeUnavailable,
      });
      expect((await suite.asPlayer(token, rechargeCurrent)).result).toEqual(order);
    } finally {
      await suite.testApp.close();
    }
  });
});
