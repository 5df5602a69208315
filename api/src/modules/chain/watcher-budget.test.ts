/**
 * The watcher inside TronGrid's limits: 1,000 watched addresses behind a chain that suspends a key
 * past 15 requests a second (the demo chain counts every request), and the balance reconciliation
 * reporting what the event list never showed.
 */
import { randomAddress, startDemoChain, type DemoChain } from 'demo-chain';
import { apiPaths } from 'shared-contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { depositsIntake } from '../../jobs/chain-watcher';
import { frozenClock, passAgainst, RecordingIntake } from '../../test/chain-watcher';
import { depositSuite, POOL, SENDER, type DepositSuite } from '../../test/deposits';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';
import { OurAddresses } from './our-addresses';
import { RequestBudget } from './request-budget';
import { createTronClient } from './trongrid-client';
import { watchChainOnce } from './watcher';

const MINUTE = 60_000;

describe.each(TEST_DATABASES)('the watcher inside the request limits on %s', (database) => {
  let testApp: TestApp;
  let demo: DemoChain;
  beforeAll(async () => {
    testApp = await createTestApp(database);
  });
  afterAll(() => testApp.close());
  beforeEach(async () => {
    demo = await startDemoChain({ autoMine: false });
    await testApp.context.db.deleteFrom('chain_watch_status').execute();
    await testApp.context.db.deleteFrom('chain_pending_transfers').execute();
  });
  afterEach(() => demo.close());

  it('1,000 watched addresses behind 15 requests a second: every deposit handed over once, no request refused', async () => {
    const addresses = Array.from({ length: 1_000 }, () => randomAddress());
    const paid = addresses.filter((_, index) => index % 10 === 3);
    demo.chain.transferMany(paid.map((to, index) => ({ to, amount: `${10 + index}.5` })));
    // Other people's USDT traffic the event list carries too.
    demo.chain.transferMany(Array.from({ length: 300 }, () => ({ to: randomAddress(), amount: '1' })));
    demo.chain.solidifyAll();
    demo.chain.limit({ perSecond: 15, perDay: 100_000 });
    const intake = new RecordingIntake(addresses);
    const budget = new RequestBudget({ perSecond: 15, perDay: 100_000 });
    const client = createTronClient({ apiUrl: demo.url, pageLimit: 200, budget });
    const ours = new OurAddresses();
    for (let pass = 0; pass < 5 && intake.distinctKeys().size < paid.length; pass += 1)
      expect(await watchChainOnce(testApp.context, { client, intake, addresses: ours, log: () => {} })).toMatchObject({
        kind: 'done',
      });
    expect(intake.calls).toHaveLength(paid.length);
    expect(new Set(intake.calls.map((call) => call.to))).toEqual(new Set(paid));
    const stats = demo.chain.requestStats();
    expect(stats.refused).toBe(0);
    expect(stats.maxInAnySecond).toBeLessThanOrEqual(15);
    // Not one request per address: the event list and one receipt per deposit.
    expect(stats.total).toBeLessThan(paid.length + 20);
  }, 60_000);

  it('without the budget the same chain suspends the key (the limit is real)', async () => {
    const addresses = Array.from({ length: 50 }, () => randomAddress());
    demo.chain.transferMany(addresses.map((to) => ({ to, amount: '3' })));
    demo.chain.solidifyAll();
    demo.chain.limit({ perSecond: 15, perDay: 100_000 });
    const client = createTronClient({ apiUrl: demo.url, pageLimit: 200 });
    const report = await watchChainOnce(testApp.context, {
      client,
      intake: new RecordingIntake(addresses),
      log: () => {},
    });
    expect(report).toMatchObject({ kind: 'failed', error: expect.stringContaining('403') });
    expect(demo.chain.requestStats().refused).toBeGreaterThan(0);
  });
});

describe.each(TEST_DATABASES)('balance reconciliation on %s', (database) => {
  let suite: DepositSuite;
  let demo: DemoChain;
  // The chain starts two hours ago: a block can never be stamped before its parent.
  let shift = -2 * 60 * MINUTE;
  beforeAll(async () => {
    suite = await depositSuite(database);
    demo = await startDemoChain({ autoMine: false, now: () => Date.now() + shift });
  });
  afterAll(async () => {
    await demo.close();
    await suite.testApp.close();
  });
  afterEach(() => suite.expectMoneyConsistent());

  it('reports an address whose on-chain USDT differs on two checks in a row; an address that agrees is not listed', async () => {
    const clock = frozenClock(suite.testApp.context);
    // Paid two hours before the watcher first ran: before its first look-back, so never seen as an event.
    demo.chain.transfer({ from: SENDER, to: POOL[2], amount: '20' });
    demo.chain.mine(1);
    shift = 0;
    const { token } = await suite.newPlayer();
    const order = await suite.order(token, '25');
    demo.chain.transfer({ from: SENDER, to: order.address, amount: order.actual_amount });
    demo.chain.solidifyAll();
    const pass = () =>
      passAgainst(clock.context, demo.url, depositsIntake(clock.context), { reconcilePerDay: 86_400 * 10 });
    expect(await pass()).toMatchObject({ confirm: { outcomes: { credited: 1 } }, reconcile: { checked: 3 } });
    const status = async () =>
      (await suite.asOperator('GET', apiPaths.admin.chainWatcher)).result as {
        differences: Array<{ address: string }>;
      };
    // One check is no report: a transfer of the same moment may not have been read yet.
    expect((await status()).differences).toEqual([]);
    clock.advance(11 * MINUTE);
    await pass();
    expect((await status()).differences).toEqual([
      expect.objectContaining({ address: POOL[2], difference: '20000000' }),
    ]);
  });
});
