/** The watcher's operation: back-off on 429/403/5xx/Error bodies without calls while waiting, the API key, the lease, the status route. */
import { apiPaths } from 'shared-contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { chainWatcherJob } from '../../jobs/chain-watcher';
import { backgroundJobs } from '../../jobs/index';
import { runWithLease, takeLease } from '../../jobs/lease';
import { createTronClient } from './trongrid-client';
import { watchChainOnce } from './watcher';
import { frozenClock, passAgainst, RecordingIntake } from '../../test/chain-watcher';
import { randomAddress, startDemoChain, type DemoChain } from 'demo-chain';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';
import { bearer } from '../../test/players';
import { operatorToken, playerToken } from '../../test/requests';

const SECOND = 1000;

describe.each(TEST_DATABASES)('chain watcher operation on %s', (database) => {
  let testApp: TestApp;
  let tron: DemoChain;
  beforeAll(async () => {
    testApp = await createTestApp(database);
  });
  afterAll(() => testApp.close());
  beforeEach(async () => {
    await tron?.close();
    tron = await startDemoChain({ autoMine: false });
    await testApp.context.db.deleteFrom('chain_watch_status').execute();
    await testApp.context.db.deleteFrom('chain_pending_transfers').execute();
  });
  afterAll(() => tron.close());

  it('backs off 30, 30, 30, 40, 80, 80 s on 429s (TronGrid suspends ~30 s), calls nothing while waiting, and 5 s after a 503', async () => {
    const clock = frozenClock(testApp.context);
    const address = randomAddress();
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
    expect(waits).toEqual([30, 30, 30, 40, 80, 80]);
    expect(await passAgainst(clock.context, tron.url, intake)).toMatchObject({
      kind: 'done',
      confirm: { outcomes: { credited: 1 } },
    });
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

  it('backs off on 403, on an Error body at HTTP 200 and on a network error; at least 30 s after a rate limit', async () => {
    const clock = frozenClock(testApp.context);
    const intake = new RecordingIntake([randomAddress()]);
    tron.chain.fail(403, 1, '/v1/');
    const limited = await passAgainst(clock.context, tron.url, intake);
    // TronGrid suspends a key ~30 s past its limit: asking sooner only prolongs it.
    expect(limited.kind === 'failed' && Date.parse(limited.backoffUntil!) - clock.now()).toBe(30 * SECOND);
    clock.advance(30 * SECOND);
    tron.chain.fault({ kind: 'error200', count: 1, pathPrefix: '/walletsolidity/getblock' });
    await testApp.context.db.updateTable('chain_watch_status').set({ blocks_read_at: null }).execute();
    const errorBody = await passAgainst(clock.context, tron.url, intake);
    expect(errorBody).toMatchObject({ kind: 'failed', error: expect.stringContaining('lack of computing resources') });
    // java-tron's rate limiter says so at HTTP 200: a rate limit too.
    expect(errorBody.kind === 'failed' && Date.parse(errorBody.backoffUntil!) - clock.now()).toBe(30 * SECOND);
    clock.advance(30 * SECOND);
    const closed = await startDemoChain({ autoMine: false });
    await closed.close();
    const unreachable = await passAgainst(clock.context, closed.url, intake);
    expect(unreachable.kind === 'failed' && Date.parse(unreachable.backoffUntil!) - clock.now()).toBe(20 * SECOND);
    clock.advance(20 * SECOND);
    const good = randomAddress();
    tron.chain.transfer({ to: good, amount: '20' });
    tron.chain.solidifyAll();
    intake.addresses.push(good);
    expect(await passAgainst(clock.context, tron.url, intake)).toMatchObject({
      kind: 'done',
      confirm: { outcomes: { credited: 1 } },
    });
    const row = await testApp.context.db.selectFrom('chain_watch_status').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ consecutive_failures: 0, backoff_until: null });
  });

  it('sends the API key as TRON-PRO-API-KEY when set, and none when not', async () => {
    const intake = new RecordingIntake([randomAddress()]);
    const keys: Array<string | null> = [];
    const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
      keys.push(new Headers(init?.headers).get('tron-pro-api-key'));
      return globalThis.fetch(url, init);
    }) as typeof globalThis.fetch;
    const client = createTronClient({ apiUrl: tron.url, apiKey: 'key-123', pageLimit: 100, fetch });
    await watchChainOnce(testApp.context, { client, intake, log: () => {} });
    expect(keys.length).toBeGreaterThanOrEqual(3);
    expect(new Set(keys)).toEqual(new Set(['key-123']));
    keys.length = 0;
    const keyless = createTronClient({ apiUrl: tron.url, pageLimit: 100, fetch });
    await testApp.context.db.updateTable('chain_watch_status').set({ blocks_read_at: null }).execute();
    await watchChainOnce(testApp.context, { client: keyless, intake, log: () => {} });
    expect(keys.length).toBeGreaterThanOrEqual(1);
    expect(keys.every((key) => key === null)).toBe(true);
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
    expect(tron.chain.requestCount('/walletsolidity/getblock')).toBe(1);
  });

  it('shows its status to operators only: blocks, lag, event cursor, pending, budget, errors', async () => {
    const address = randomAddress();
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
      pending_transfers: 0,
      budget: { per_second: 15, per_day: 100_000 },
      differences: [],
    });
    expect(body.result.seconds_since_success).toBeGreaterThanOrEqual(0);
    // The cursor is the block time of the last event read: the payment's.
    const block = (await (
      await fetch(`${tron.url}/wallet/getblockbynum`, {
        method: 'POST',
        body: JSON.stringify({ num: paid.blockNumber }),
      })
    ).json()) as { block_header: { raw_data: { timestamp: number } } };
    expect(Date.parse(body.result.event_cursor)).toBe(block.block_header.raw_data.timestamp);
  });
});
