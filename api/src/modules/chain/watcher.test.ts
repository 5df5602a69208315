/** The chain watcher against a fake TronGrid, on both databases: paging, cursor, re-reads, crashes, finality. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passAgainst, RecordingIntake } from '../../test/chain-watcher';
import { randomTronAddress } from '../../test/fake-tron-chain';
import { startFakeTronGrid, type FakeTronGrid } from '../../test/fake-trongrid';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';

describe.each(TEST_DATABASES)('chain watcher on %s', (database) => {
  let testApp: TestApp;
  let tron: FakeTronGrid;
  beforeAll(async () => {
    testApp = await createTestApp(database);
  });
  afterAll(() => testApp.close());
  beforeEach(async () => {
    await tron?.close();
    tron = await startFakeTronGrid();
    // Each test starts with no back-off and no cursors: addresses are new in every test anyway.
    await testApp.context.db.deleteFrom('chain_watch_status').execute();
  });
  afterAll(() => tron.close());

  /** `count` USDT transfers of distinct amounts to `address`, `perBlock` to a block, mined and solidified. */
  function pay(address: string, count: number, perBlock: number) {
    const txIds: string[] = [];
    for (let index = 0; index < count; index += 1) {
      txIds.push(tron.chain.transfer({ to: address, amount: `20.${String(index).padStart(6, '0')}` }).txId);
      if ((index + 1) % perBlock === 0) tron.chain.mine(1);
    }
    tron.chain.solidifyAll();
    return txIds;
  }

  it('hands over 250 transfers spread over 3 pages (limit 100) once each, and reads every page', async () => {
    const address = randomTronAddress();
    const txIds = pay(address, 250, 7);
    const intake = new RecordingIntake([address]);
    const report = await passAgainst(testApp.context, tron.url, intake);
    expect(report).toMatchObject({ kind: 'done', pages: 3, handedOver: 250, waiting: 0 });
    expect(intake.calls.map((call) => call.txId)).toEqual(txIds);
    expect([...intake.credited.values()].every((times) => times === 1)).toBe(true);
    const listCalls = tron.chain.requests.filter((request) => request.path.includes('/trc20'));
    expect(listCalls.map((call) => call.query.has('fingerprint'))).toEqual([false, true, true]);
    expect(Object.fromEntries(listCalls[0]!.query)).toMatchObject({
      contract_address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      only_to: 'true',
      min_timestamp: '0',
      order_by: 'block_timestamp,asc',
      limit: '100',
    });
    // Nothing new: the next pass re-reads the last block only, and hands nothing over again.
    const again = await passAgainst(testApp.context, tron.url, intake);
    expect(again).toMatchObject({ kind: 'done', pages: 1, handedOver: 0 });
    expect(intake.calls).toHaveLength(250);
  });

  it('hands over 250 transfers of one block (one block_timestamp across 3 pages) once each', async () => {
    const address = randomTronAddress();
    pay(address, 250, 250);
    const intake = new RecordingIntake([address]);
    expect(await passAgainst(testApp.context, tron.url, intake)).toMatchObject({ pages: 3, handedOver: 250 });
    // The cursor stays at that block's timestamp (inclusive): a re-read skips what it handed over.
    expect(await passAgainst(testApp.context, tron.url, intake)).toMatchObject({ pages: 3, handedOver: 0 });
    expect(intake.distinctKeys().size).toBe(250);
    expect(intake.calls).toHaveLength(250);
  });

  it('a replayed page (the cursor write lost) hands the same transfers over again; credited once', async () => {
    const address = randomTronAddress();
    pay(address, 120, 10);
    const intake = new RecordingIntake([address]);
    await passAgainst(testApp.context, tron.url, intake);
    await testApp.context.db
      .updateTable('chain_watch_cursors')
      .set({ min_timestamp: 0, done_at_cursor: '[]' })
      .where('address', '=', address)
      .execute();
    const replay = await passAgainst(testApp.context, tron.url, intake);
    expect(replay).toMatchObject({ handedOver: 120, outcomes: { credited: 0, duplicate: 120 } });
    expect(intake.distinctKeys().size).toBe(120);
    expect([...intake.credited.values()].every((times) => times === 2)).toBe(true);
  });

  it('a crash mid-page, then a rerun: every transfer is handed over, none skipped; the crashed page is re-read', async () => {
    const address = randomTronAddress();
    const txIds = pay(address, 250, 3);
    const intake = new RecordingIntake([address]);
    intake.failAfter = 130;
    await expect(passAgainst(testApp.context, tron.url, intake)).rejects.toThrow('intake crashed');
    const cursor = await testApp.context.db
      .selectFrom('chain_watch_cursors')
      .selectAll()
      .where('address', '=', address)
      .executeTakeFirstOrThrow();
    // Page 1 (100 transfers) was written; page 2 was not: the cursor is at page 1's last timestamp.
    expect(Number(cursor.min_timestamp)).toBe(intake.calls[99]!.blockTimestamp);
    intake.failAfter = null;
    await passAgainst(testApp.context, tron.url, intake);
    expect(new Set(intake.calls.map((call) => call.txId))).toEqual(new Set(txIds));
    // Re-handed: the crashed page's 30, and page 1's last block (its timestamp is the inclusive cursor).
    const rehanded = [...intake.credited.values()].filter((times) => times > 1).length;
    expect(rehanded).toBeGreaterThanOrEqual(30);
    expect(rehanded).toBeLessThanOrEqual(33);
    expect(intake.status()).toEqual({ credited: 250 });
    const status = await testApp.context.db.selectFrom('chain_watch_status').selectAll().executeTakeFirstOrThrow();
    expect(Number(status.error_count)).toBe(1);
    expect(status.last_error).toBe('intake crashed');
    expect(status.backoff_until).toBeNull();
  });

  it('two watchers at once (no lease): each transfer is handed over, the credit happens once', async () => {
    const address = randomTronAddress();
    const txIds = pay(address, 230, 4);
    const intake = new RecordingIntake([address]);
    const [first, second] = await Promise.all([
      passAgainst(testApp.context, tron.url, intake),
      passAgainst(testApp.context, tron.url, intake),
    ]);
    expect(first.kind).toBe('done');
    expect(second.kind).toBe('done');
    expect(new Set(intake.calls.map((call) => call.txId))).toEqual(new Set(txIds));
    expect(intake.status()).toEqual({ credited: 230 });
  });

  it('does not hand over a transfer before solidification, then does; the cursor waits at it', async () => {
    const address = randomTronAddress();
    tron.chain.transfer({ to: address, amount: '20.5' });
    tron.chain.mine(1);
    tron.chain.solidifyAll();
    const late = tron.chain.transfer({ to: address, amount: '21' });
    tron.chain.mine(5);
    const intake = new RecordingIntake([address]);
    expect(await passAgainst(testApp.context, tron.url, intake)).toMatchObject({ handedOver: 1, waiting: 1 });
    expect(intake.calls.map((call) => call.amount)).toEqual([20_500_000n]);
    tron.chain.mine(14); // head = its block + 18: solidified is one block short of it
    expect(await passAgainst(testApp.context, tron.url, intake)).toMatchObject({ handedOver: 0, waiting: 1 });
    tron.chain.mine(1);
    expect(await passAgainst(testApp.context, tron.url, intake)).toMatchObject({ handedOver: 1, waiting: 0 });
    expect(intake.calls.at(-1)).toMatchObject({ txId: late.txId, amount: 21_000_000n, blockNumber: late.blockNumber });
  });

  it('hands over no fake USDT, no failed transfer, and identical transfers of one transaction once each', async () => {
    const address = randomTronAddress();
    tron.chain.transfer({ to: address, amount: '30', token: 'fake' });
    tron.chain.transfer({ to: address, amount: '31', fail: true });
    const twice = tron.chain.transfer({ to: address, amount: '32', repeat: 2 });
    tron.chain.mine(1);
    tron.chain.solidifyAll();
    const intake = new RecordingIntake([address]);
    expect(await passAgainst(testApp.context, tron.url, intake)).toMatchObject({ handedOver: 2, ignored: 1 });
    expect(intake.calls.map((call) => [call.txId, call.eventIndex])).toEqual([
      [twice.txId, 0],
      [twice.txId, 1],
    ]);
    await passAgainst(testApp.context, tron.url, intake);
    expect(intake.calls).toHaveLength(2);
  });
});
