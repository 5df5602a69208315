/**
 * Money in end to end inside the API: recharge orders, the real chain watcher and the real
 * deposits intake against the demo chain (its own HTTP server), on both databases.
 */
import { startDemoChain, type DemoChain } from 'demo-chain';
import { apiPaths, formatUsdt, microUsdt } from 'shared-contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import { depositsIntake } from '../../jobs/chain-watcher';
import { depositSuite, POOL, SENDER, type DepositSuite } from '../../test/deposits';
import { TEST_DATABASES } from '../../test/harness';
import { createRechargeOrder } from '../deposits/service';
import { createTronClient } from './trongrid-client';
import { watchChainOnce, type DepositIntake } from './watcher';

describe.each(TEST_DATABASES)('money in through the demo chain on %s', (database) => {
  let suite: DepositSuite;
  let demo: DemoChain;
  beforeAll(async () => {
    demo = await startDemoChain({ autoMine: false });
    suite = await depositSuite(database);
  });
  afterAll(async () => {
    await suite.testApp.close();
    await demo.close();
  });
  afterEach(() => suite.expectMoneyConsistent());

  const context = () => suite.testApp.context;
  /** One pass, as a process of its own would make it (its own client and address set). */
  const pass = (intake: DepositIntake = depositsIntake(context()), pageLimit = 100) =>
    watchChainOnce(context(), {
      client: createTronClient({ apiUrl: demo.url, pageLimit }),
      intake,
      log: () => {},
    });
  /** Passes until nothing waits for confirmation. */
  const settle = async (intake?: DepositIntake) => {
    for (let count = 0; count < 10; count += 1) {
      await pass(intake);
      if ((await context().db.selectFrom('chain_pending_transfers').select('tx_id').execute()).length === 0) return;
    }
  };
  const balanceOf = async (token: string) => (await suite.asPlayer(token, apiPaths.balanceRefresh)).result.balance;
  const depositsTo = (address: string) =>
    context().db.selectFrom('chain_deposits').selectAll().where('to_address', '=', address).execute();
  const pay = (to: string, amount: string, more: { token?: 'usdt' | 'fake'; fail?: boolean } = {}) =>
    demo.chain.transfer({ from: SENDER, to, amount, ...more });

  it('credits an exact payment once, only after it is solidified', async () => {
    const { token } = await suite.newPlayer();
    const order = await suite.order(token, '20');
    expect(order.actual_amount).not.toBe('20.000000');
    pay(order.address, order.actual_amount);
    demo.chain.mine(1);
    const receiptCalls = () => demo.chain.requestCount('/walletsolidity/gettransactioninfobyid');
    const receiptsBefore = receiptCalls();
    await pass();
    expect(await balanceOf(token)).toBe('0.000000');
    // Not solidified: not in the confirmed event list, so its receipt is not even asked for.
    expect(receiptCalls()).toBe(receiptsBefore);
    demo.chain.mine(18);
    await pass();
    expect(await balanceOf(token)).toBe('0.000000');
    demo.chain.mine(1);
    const report = await pass();
    expect(report).toMatchObject({ kind: 'done', confirm: { outcomes: { credited: 1 } } });
    expect(await balanceOf(token)).toBe(order.actual_amount);
    await pass();
    expect(await balanceOf(token)).toBe(order.actual_amount);
    const paid = await suite.asPlayer(token, apiPaths.wallet.rechargeOrderStatus, { order_id: order.order_id });
    expect(paid.result).toMatchObject({ status: 'paid', credited_amount: order.actual_amount });
  });

  it('sees all 250 transfers over 3 pages once, through a crash mid-page, a restart and two watchers at once', async () => {
    const address = POOL[1];
    const players = await Promise.all([suite.newPlayer(), suite.newPlayer(), suite.newPlayer()]);
    const orders = await Promise.all(players.map(({ token }) => suite.order(token, '50')));
    const onAddress = orders.filter((order) => order.address === address);
    // 250 transfers: the orders on this address paid exactly among 247+ other amounts nobody ordered.
    for (let index = 0; onAddress.length + index < 250; index += 1) pay(address, `${1000 + index}.5`);
    for (const order of onAddress) pay(order.address, order.actual_amount);
    for (const order of orders) if (order.address !== address) pay(order.address, order.actual_amount);
    demo.chain.mine(20);

    // The intake dies after 80 transfers, in the middle of confirming them.
    const real = depositsIntake(context());
    let calls = 0;
    const crashing: DepositIntake = {
      ...real,
      async receiveFinalTransfer(transfer) {
        calls += 1;
        if (calls > 80) throw new Error('intake crashed');
        return real.receiveFinalTransfer(transfer);
      },
    };
    await expect(pass(crashing)).rejects.toThrow('intake crashed');
    // A restart, as two processes racing past the lease would run it.
    await Promise.all([settle(), settle()]);
    const rows = await depositsTo(address);
    expect(rows).toHaveLength(250);
    expect(new Set(rows.map((row) => `${row.tx_id}:${row.event_index}`)).size).toBe(250);
    for (const [index, order] of orders.entries())
      expect(await balanceOf(players[index]!.token), `player ${index}`).toBe(order.actual_amount);
  });

  it('keeps a wrong amount for an operator, who assigns it once (audited); a late payment waits too', async () => {
    const { id, token } = await suite.newPlayer();
    const order = await suite.order(token, '30');
    const wrong = formatUsdt(microUsdt(Number(BigInt(order.actual_amount.replace('.', '')) + 1_000_000n)));
    const { txId } = pay(order.address, wrong);
    // A late one: an order whose window closed a minute ago, paid now with its exact amount.
    const late = await suite.newPlayer();
    const shifted = { ...context(), now: () => new Date(Date.now() - 31 * 60_000) } as AppContext;
    const lateOrder = await createRechargeOrder(shifted, late.id, microUsdt(40_000_000));
    const lateTx = pay(lateOrder.address, lateOrder.actual_amount);
    demo.chain.solidifyAll();
    await settle();
    expect(await balanceOf(token)).toBe('0.000000');
    expect(await balanceOf(late.token)).toBe('0.000000');
    const listed = (await suite.asOperator('GET', apiPaths.admin.unmatchedDeposits)).result.list;
    const deposit = listed.find((row: { tx_id: string }) => row.tx_id === txId);
    expect(deposit).toMatchObject({ status: 'unmatched', reason: 'wrong_amount', amount: wrong });
    expect(listed.find((row: { tx_id: string }) => row.tx_id === lateTx.txId)).toMatchObject({ reason: 'late' });

    const assign = () =>
      suite.asOperator('POST', `${apiPaths.admin.unmatchedDeposits}/${deposit.id}/assign`, { player_id: id });
    expect((await assign()).code).toBe(200);
    expect((await assign()).code).not.toBe(200);
    expect(await balanceOf(token)).toBe(wrong);
    const rows = (await suite.asOperator('GET', apiPaths.admin.audit)).result.list;
    expect(rows.some((row: { entity_id: string }) => row.entity_id === String(deposit.id))).toBe(true);
  });

  it('ignores a fake USDT and a reverted transfer; they are never credited nor recorded', async () => {
    const { token } = await suite.newPlayer();
    const order = await suite.order(token, '25');
    // Same symbol and name, another contract: the events are asked of the USDT contract and each receipt log checked by it.
    const fake = pay(order.address, order.actual_amount, { token: 'fake' });
    const reverted = pay(order.address, order.actual_amount, { fail: true });
    demo.chain.solidifyAll();
    await settle();
    expect(await balanceOf(token)).toBe('0.000000');
    const txIds = (await depositsTo(order.address)).map((row) => row.tx_id);
    expect(txIds).not.toContain(fake.txId);
    expect(txIds).not.toContain(reverted.txId);
    // The order still waits for the real payment.
    pay(order.address, order.actual_amount);
    demo.chain.solidifyAll();
    await settle();
    expect(await balanceOf(token)).toBe(order.actual_amount);
  });
});
