/** The watcher's operation: back-off on 429/403/5xx without calls while waiting, the API key, the lease, the status route. */
import { apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { chainWatcherJob } from '../../jobs/chain-watcher';
import { backgroundJobs } from '../../jobs/index';
import { runWithLease, takeLease } from '../../jobs/lease';
import { frozenClock, passAgainst, RecordingIntake } from '../../test/chain-watcher';
import { randomTronAddress } from '../../test/fake-tron-chain';
import { startFakeTronGrid, type FakeTronGrid } from '../../test/fake-trongrid';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';
import { bearer } from '../../test/players';
import { operatorToken, playerToken } from '../../test/requests';

const SECOND = 1000;

describe.each(TEST_DATABASES)('chain watcher operation on %s', (database) => {
  let testApp: TestApp;
  let tron: FakeTronGrid;
  beforeAll(async () => {
    testApp = await createTestApp(database);
  });
  afterAll(() => testApp.close());
  beforeEach(async () => {
    await tron?.close();
    tron = await startFakeTronGrid();
    await testApp.context.db.deleteFrom('chain_watch_status').execute();
  });
  afterAll(() => tron.close());

  it('backs off 5, 10, 20, 40, 80, 80 s on 429s, calls nothing while waiting, and starts again at 5 s after a success', async () => {
    const clock = frozenClock(testApp.context);
    const address = randomTronAddress();
    tron.chain.transfer({ to: address, amount: '20' });
    tron.chain.solidifyAll();
    const intake = new RecordingIntake([address]);
    tron.chain.fail(429, 6);
    const waits: number[] = [];
    for (let failure = 0; failure < 6; failure += 1) {
      const report = await passAgainst(clock.context, tron.url, intake);
      if (report.kind !== 'failed' || !report.backoffUntil) throw new Error(`expected a failure: ${report.kind}`);
      const wait = Date.parse(report.backoffUntil) - clock.now();
      waits.push(wait / SECOND);
      // Until the wait is over a pass calls nothing at all.
      const requests = tron.chain.requestCount();
      clock.advance(wait - 1);
      expect(await passAgainst(clock.context, tron.url, intake)).toMatchObject({ kind: 'backing-off' });
      expect(tron.chain.requestCount()).toBe(requests);
      clock.advance(1);
    }
    expect(waits).toEqual([5, 10, 20, 40, 80, 80]);
    expect(await passAgainst(clock.context, tron.url, intake)).toMatchObject({ kind: 'done', handedOver: 1 });
    tron.chain.fail(503, 1);
    const after = await passAgainst(clock.context, tron.url, intake);
    expect(after.kind === 'failed' && Date.parse(after.backoffUntil!) - clock.now()).toBe(5 * SECOND);
    const status = await testApp.call({
      method: 'GET',
      url: apiPaths.admin.chainWatcher,
      headers: bearer(await operatorToken(testApp)),
    });
    // The route reads the app's own clock (real time, before the frozen 2030): the back-off is still on.
    expect(status.body.result).toMatchObject({
      error_count: 7,
      consecutive_failures: 1,
      last_error: expect.stringContaining('HTTP 503'),
    });
  });

  it('backs off on 403 and on a network error too; a 400 for one address is counted without a back-off', async () => {
    const clock = frozenClock(testApp.context);
    const intake = new RecordingIntake([randomTronAddress()]);
    tron.chain.fail(403, 1, '/v1/');
    expect(await passAgainst(clock.context, tron.url, intake)).toMatchObject({ kind: 'failed' });
    clock.advance(5 * SECOND);
    const closed = await startFakeTronGrid();
    await closed.close();
    const unreachable = await passAgainst(clock.context, closed.url, intake);
    expect(unreachable.kind === 'failed' && Date.parse(unreachable.backoffUntil!) - clock.now()).toBe(10 * SECOND);
    clock.advance(10 * SECOND);
    const good = randomTronAddress();
    tron.chain.transfer({ to: good, amount: '20' });
    tron.chain.solidifyAll();
    intake.addresses = ['Tnot-an-address', good];
    expect(await passAgainst(clock.context, tron.url, intake)).toMatchObject({ kind: 'done', handedOver: 1 });
    const row = await testApp.context.db.selectFrom('chain_watch_status').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ consecutive_failures: 0, backoff_until: null });
    expect(row.last_error).toContain('Tnot-an-address');
  });

  it('sends the API key as TRON-PRO-API-KEY when set, and none when not', async () => {
    const intake = new RecordingIntake([randomTronAddress()]);
    await passAgainst(testApp.context, tron.url, intake, { apiKey: 'key-123' });
    const keys = tron.chain.requests.map((request) => request.headers['tron-pro-api-key']);
    expect(keys.length).toBeGreaterThanOrEqual(3);
    expect(new Set(keys)).toEqual(new Set(['key-123']));
    tron.chain.requests.length = 0;
    await passAgainst(testApp.context, tron.url, intake);
    expect(tron.chain.requests.every((request) => request.headers['tron-pro-api-key'] === undefined)).toBe(true);
  });

  it('runs as the chain-watcher job under its lease: a second runner is kept out and calls nothing', async () => {
    const config = loadConfig({ TRON_API_URL: tron.url, TRON_POLL_MS: '1234' });
    const job = chainWatcherJob(config);
    expect(backgroundJobs(config).find((candidate) => candidate.name === 'chain-watcher')).toMatchObject({
      intervalMs: 1234,
    });
    expect(await takeLease(testApp.context.db, job.name, 'another-process', testApp.context.now(), 60 * SECOND)).toBe(
      true,
    );
    expect(await runWithLease(testApp.context, job.name, job.leaseMs, () => job.run(testApp.context))).toEqual({
      ran: false,
    });
    expect(tron.chain.requestCount()).toBe(0);
    testApp.advanceTime(60 * SECOND);
    const outcome = await runWithLease(testApp.context, job.name, job.leaseMs, () => job.run(testApp.context));
    expect(outcome).toMatchObject({ ran: true, result: { kind: 'done' } });
    expect(tron.chain.requestCount('/walletsolidity/getnowblock')).toBe(1);
  });

  it('shows its status to operators only: blocks, lag, cursors, errors', async () => {
    const address = randomTronAddress();
    const paid = tron.chain.transfer({ to: address, amount: '20' });
    tron.chain.solidifyAll();
    await passAgainst(testApp.context, tron.url, new RecordingIntake([address]));
    const player = await testApp.call({
      method: 'GET',
      url: apiPaths.admin.chainWatcher,
      headers: bearer(await playerToken(testApp, 1)),
    });
    expect(player.status).toBe(403);
    const { body } = await testApp.call({
      method: 'GET',
      url: apiPaths.admin.chainWatcher,
      headers: bearer(await operatorToken(testApp)),
    });
    expect(body.code).toBe(200);
    expect(body.result).toMatchObject({
      solidified_block: tron.chain.solidified(),
      head_block: tron.chain.head(),
      lag_blocks: 19,
      consecutive_failures: 0,
      backoff_until: null,
    });
    expect(body.result.seconds_since_success).toBeGreaterThanOrEqual(0);
    const cursor = body.result.cursors.find((row: { address: string }) => row.address === address);
    expect(cursor).toMatchObject({ handed_over: 1, min_timestamp: tron.chain.timestampOf(paid.blockNumber) });
  });
});
