/** The chain watcher against the demo chain, on both databases: event paging, the cursor, re-reads, crashes, finality, what counts. */
import { randomAddress, startDemoChain, type DemoChain } from 'demo-chain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passAgainst, RecordingIntake } from '../../test/chain-watcher';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';

describe.each(TEST_DATABASES)('chain watcher on %s', (database) => {
  let testApp: TestApp;
  let demo: DemoChain;
  beforeAll(async () => {
    testApp = await createTestApp(database);
  });
  afterAll(() => testApp.close());
  beforeEach(async () => {
    demo = await startDemoChain({ autoMine: false });
    // Each test starts with no back-off, no cursor and nothing pending: a new chain every time.
    await testApp.context.db.deleteFrom('chain_watch_status').execute();
    await testApp.context.db.deleteFrom('chain_pending_transfers').execute();
  });
  afterEach(() => demo.close());

  /** `count` USDT transfers of distinct amounts to `address`, `perBlock` to a block, mined and solidified. */
  function pay(address: string, count: number, perBlock: number) {
    const txIds: string[] = [];
    for (let index = 0; index < count; index += 1) {
      txIds.push(demo.chain.transfer({ to: address, amount: `20.${String(index).padStart(6, '0')}` }).txId);
      if ((index + 1) % perBlock === 0) demo.chain.mine(1);
    }
    demo.chain.solidifyAll();
    return txIds;
  }
  /** Passes until nothing is pending (at most `max`), as the job's timer would run them. */
  async function passesUntilSettled(intake: RecordingIntake, max = 10, more = {}) {
    const reports = [];
    for (let pass = 0; pass < max; pass += 1) {
      reports.push(await passAgainst(testApp.context, demo.url, intake, more));
      const pending = await testApp.context.db.selectFrom('chain_pending_transfers').select('tx_id').execute();
      if (pending.length === 0) break;
    }
    return reports;
  }

  it('hands over 250 transfers read over 3 event pages (limit 100) once each, and reads every page', async () => {
    const address = randomAddress();
    const txIds = pay(address, 250, 7);
    const intake = new RecordingIntake([address]);
    const [first] = await passesUntilSettled(intake);
    expect(first).toMatchObject({ kind: 'done', scan: { pages: 3, noted: 250, complete: true } });
    expect(new Set(intake.calls.map((call) => call.txId))).toEqual(new Set(txIds));
    expect(intake.calls).toHaveLength(250);
  });

  it('hands over 250 transfers of one block (one block_timestamp across 3 pages) once each', async () => {
    const address = randomAddress();
    pay(address, 250, 250);
    const intake = new RecordingIntake([address]);
    await passesUntilSettled(intake);
    expect(intake.distinctKeys().size).toBe(250);
    expect(intake.calls).toHaveLength(250);
  });

  it('a crash in the intake, then reruns: every transfer is handed over, none skipped; two watchers at once credit once', async () => {
    const address = randomAddress();
    pay(address, 250, 10);
    const intake = new RecordingIntake([address]);
    intake.failAfter = 130;
    await expect(passesUntilSettled(intake)).rejects.toThrow('intake crashed');
    intake.failAfter = null;
    await Promise.all([passesUntilSettled(intake), passesUntilSettled(intake)]);
    expect(intake.distinctKeys().size).toBe(250);
    for (const count of intake.credited.values()) expect(count).toBeGreaterThanOrEqual(1);
  });

  it('notes nothing before solidification (no receipt asked), then hands it over once solidified', async () => {
    const address = randomAddress();
    demo.chain.transfer({ to: address, amount: '20' });
    demo.chain.mine(1);
    const intake = new RecordingIntake([address]);
    const receipts = () => demo.chain.requestCount('/walletsolidity/gettransactioninfobyid');
    expect(await passAgainst(testApp.context, demo.url, intake)).toMatchObject({ scan: { noted: 0 } });
    expect(receipts()).toBe(0);
    demo.chain.mine(18);
    await passAgainst(testApp.context, demo.url, intake);
    expect(intake.calls).toHaveLength(0);
    demo.chain.mine(1);
    expect(await passAgainst(testApp.context, demo.url, intake)).toMatchObject({
      confirm: { outcomes: { credited: 1 } },
    });
    // Read again (one block before the cursor, and by the next pass): recorded, so no receipt is asked again.
    const asked = receipts();
    await passAgainst(testApp.context, demo.url, intake);
    expect(receipts()).toBe(asked);
    expect(intake.calls).toHaveLength(1);
  });

  it('hands over no fake USDT, no reverted transfer, nothing to others; and finds one the v1 account index misses', async () => {
    const address = randomAddress();
    demo.chain.transfer({ to: address, amount: '20', token: 'fake' });
    demo.chain.transfer({ to: address, amount: '21', fail: true });
    demo.chain.transfer({ to: randomAddress(), amount: '22' });
    const hidden = demo.chain.transfer({ to: address, amount: '23', hiddenFromAccountIndex: true });
    demo.chain.solidifyAll();
    const intake = new RecordingIntake([address]);
    await passesUntilSettled(intake);
    expect(intake.calls.map((call) => [call.txId, call.amount])).toEqual([[hidden.txId, 23_000_000n]]);
  });

  it('reads a new address’s transfers once it is added, and our addresses’ outgoing transfers as outflows', async () => {
    const first = randomAddress();
    const later = randomAddress();
    const intake = new RecordingIntake([first]);
    demo.chain.transfer({ to: first, amount: '5' });
    demo.chain.solidifyAll();
    await passesUntilSettled(intake);
    intake.addresses.push(later);
    demo.chain.transfer({ to: later, amount: '6' });
    demo.chain.transfer({ from: first, to: randomAddress(), amount: '1' });
    demo.chain.solidifyAll();
    await passesUntilSettled(intake);
    expect(intake.calls.map((call) => call.amount)).toEqual([5_000_000n, 6_000_000n]);
    const outflows = await testApp.context.db
      .selectFrom('chain_outflows')
      .selectAll()
      .where('from_address', '=', first)
      .execute();
    expect(outflows.map((row) => row.raw_amount)).toEqual(['1000000']);
  });
});
