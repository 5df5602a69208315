/**
 * Money safety of the watcher against the real service's bad answers (the demo chain's fault modes),
 * on both databases, with the real deposits intake: an Error body or a lagging `{}` never loses a
 * deposit; absence is proven only by repeated answers over time from two endpoints, and then the
 * transfer is an operator's row, credited once if the chain confirms it later.
 */
import { startDemoChain, type DemoChain } from 'demo-chain';
import { apiPaths } from 'shared-contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { depositsIntake } from '../../jobs/chain-watcher';
import { frozenClock, passAgainst } from '../../test/chain-watcher';
import { depositSuite, SENDER, type DepositSuite } from '../../test/deposits';
import { TEST_DATABASES } from '../../test/harness';
import { ABSENCE_SPACING_MS } from './absence';
import { REWIND_EVERY_MS } from './rewind';

const MINUTE = 60_000;

describe.each(TEST_DATABASES)('watcher money safety against bad answers on %s', (database) => {
  let suite: DepositSuite;
  let demo: DemoChain;
  let clock: ReturnType<typeof frozenClock>;
  beforeAll(async () => {
    suite = await depositSuite(database);
  });
  afterAll(() => suite.testApp.close());
  beforeEach(async () => {
    demo = await startDemoChain({ autoMine: false });
    clock = frozenClock(suite.testApp.context);
    await suite.testApp.context.db.deleteFrom('chain_watch_status').execute();
  });
  afterEach(async () => {
    await demo.close();
    await suite.expectMoneyConsistent();
  });

  const pass = () => passAgainst(clock.context, demo.url, depositsIntake(clock.context));
  const balanceOf = async (token: string) => (await suite.asPlayer(token, apiPaths.balanceRefresh)).result.balance;
  const rowsOf = (txId: string) =>
    suite.testApp.context.db.selectFrom('chain_deposits').selectAll().where('tx_id', '=', txId).execute();
  async function paidOrder() {
    const player = await suite.newPlayer();
    const order = await suite.order(player.token, '20');
    const { txId } = demo.chain.transfer({ from: SENDER, to: order.address, amount: order.actual_amount });
    demo.chain.solidifyAll();
    return { ...player, order, txId };
  }

  it('one Error answer for a receipt during catch-up: the deposit is credited once, never dropped', async () => {
    const { token, order, txId } = await paidOrder();
    // The watcher comes back after an outage: the payment was solidified long ago.
    demo.chain.mine(200);
    demo.chain.fault({ kind: 'error200', count: 1, pathPrefix: '/walletsolidity/gettransactioninfobyid' });
    const failed = await pass();
    expect(failed).toMatchObject({ kind: 'failed', error: expect.stringContaining('lack of computing resources') });
    expect(await rowsOf(txId)).toHaveLength(0);
    clock.advance(failed.kind === 'failed' ? Date.parse(failed.backoffUntil!) - clock.now() : 0);
    expect(await pass()).toMatchObject({ kind: 'done', confirm: { outcomes: { credited: 1 } } });
    await pass();
    expect(await balanceOf(token)).toBe(order.actual_amount);
    expect(await rowsOf(txId)).toMatchObject([{ status: 'credited' }]);
  });

  it('a lagging node’s {} from both endpoints for a while: waits, counts one absence at most per 2 minutes, then credits', async () => {
    const { token, order, txId } = await paidOrder();
    demo.chain.fault({ kind: 'empty', count: 6, pathPrefix: '/walletsolidity/gettransaction' });
    for (let attempt = 0; attempt < 3; attempt += 1) expect(await pass()).toMatchObject({ confirm: { waiting: 1 } });
    const pending = await suite.testApp.context.db.selectFrom('chain_pending_transfers').selectAll().execute();
    expect(pending).toMatchObject([{ tx_id: txId, checks: 3, absent_checks: 1 }]);
    expect(await pass()).toMatchObject({ confirm: { outcomes: { credited: 1 } } });
    expect(await balanceOf(token)).toBe(order.actual_amount);
  });

  it('a receipt {} while the transaction is known is a lagging index: no absence, and the series so far is void', async () => {
    const { txId } = await paidOrder();
    demo.chain.fault({ kind: 'empty', count: 2, pathPrefix: '/walletsolidity/gettransaction' });
    await pass();
    const pending = () => suite.testApp.context.db.selectFrom('chain_pending_transfers').selectAll().execute();
    expect(await pending()).toMatchObject([{ tx_id: txId, absent_checks: 1 }]);
    demo.chain.fault({ kind: 'empty', count: 3, pathPrefix: '/walletsolidity/gettransactioninfobyid' });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      clock.advance(ABSENCE_SPACING_MS);
      await pass();
    }
    expect(await pending()).toMatchObject([{ tx_id: txId, absent_checks: 0, checks: 4 }]);
    expect(await pass()).toMatchObject({ confirm: { outcomes: { credited: 1 } } });
  });

  it('gives up only after 3 absences 2 minutes apart, as an operator’s row with tx id and amount; credits it once when the chain shows it', async () => {
    const { token, order, txId } = await paidOrder();
    demo.chain.fault({ kind: 'empty', count: 10_000, pathPrefix: '/walletsolidity/gettransaction' });
    await pass();
    await pass();
    clock.advance(ABSENCE_SPACING_MS);
    await pass();
    expect(await rowsOf(txId)).toHaveLength(0);
    clock.advance(ABSENCE_SPACING_MS);
    expect(await pass()).toMatchObject({ confirm: { givenUp: 1 } });
    const queue = (await suite.asOperator('GET', apiPaths.admin.unmatchedDeposits)).result.list;
    expect(queue.find((row: { tx_id: string }) => row.tx_id === txId)).toMatchObject({
      status: 'unmatched',
      reason: 'unconfirmed',
      amount: order.actual_amount,
    });
    expect(await balanceOf(token)).toBe('0.000000');
    // The node catches up; the hourly re-read sees the event again, and the receipt proves it.
    demo.chain.clearFaults();
    clock.advance(REWIND_EVERY_MS);
    await pass();
    await pass();
    expect(await balanceOf(token)).toBe(order.actual_amount);
    expect(await rowsOf(txId)).toMatchObject([{ status: 'credited', reason: null }]);
    await pass();
    expect(await balanceOf(token)).toBe(order.actual_amount);
  });

  it('v1’s spurious 404 and success:false on the event list: backs off, keeps its cursor, then credits', async () => {
    const { token, order } = await paidOrder();
    demo.chain.fault({ kind: 'v1-404', count: 1, pathPrefix: '/v1/' });
    const failed = await pass();
    expect(failed).toMatchObject({ kind: 'failed', error: expect.stringContaining('HTTP 404') });
    clock.advance(5 * MINUTE);
    expect(await pass()).toMatchObject({ kind: 'done', confirm: { outcomes: { credited: 1 } } });
    expect(await balanceOf(token)).toBe(order.actual_amount);
  });
});
