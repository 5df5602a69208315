/** TronGrid's per-key limits (sliding second, suspension, daily quota) and the request accounting, on a clock the test moves. */
import { afterEach, describe, expect, it } from 'vitest';
import { USDT_CONTRACT } from './addresses';
import { TestChain } from './test-kit';

const chain = new TestChain();
afterEach(() => chain.close());

const events = `/v1/contracts/${USDT_CONTRACT}/events`;

/** The status of a request at the chain's time `at`, under `key` (none: the anonymous key). */
async function requestAt(at: number, path = events, key?: string) {
  chain.now = at;
  const headers: Record<string, string> = key ? { 'TRON-PRO-API-KEY': key } : {};
  const response = path.startsWith('/v1/')
    ? await chain.fetch(path, { headers })
    : await chain.postRaw(path, {}, headers);
  return { status: response.status, body: await response.json() };
}

describe('request limits', () => {
  it('past perSecond in a sliding second: 403 and the key suspended for suspendMs, then served again', async () => {
    const demo = await chain.start({ manualClock: true });
    const t = chain.now;
    demo.chain.limit({ perSecond: 3, perDay: null, suspendMs: 10_000 });
    for (const at of [t, t + 100, t + 200]) expect((await requestAt(at)).status).toBe(200);
    // The window slides: at t + 1000 the request of t has left it.
    expect((await requestAt(t + 1000)).status).toBe(200);
    const refused = await requestAt(t + 1001);
    expect(refused).toEqual({
      status: 403,
      body: {
        success: false,
        error: 'The key exceeds the frequency limit(3), and the query server is suspended for 10s',
        statusCode: 403,
      },
    });
    // Suspended: every request refused, full-node paths with java-tron's Error shape.
    expect(await requestAt(t + 6000, '/wallet/getnowblock')).toEqual({
      status: 403,
      body: { Error: 'The key exceeds the frequency limit(3), and the query server is suspended for 10s' },
    });
    // Another key is not suspended.
    expect((await requestAt(t + 6000, events, 'other-key')).status).toBe(200);
    expect((await requestAt(t + 11_001)).status).toBe(200);
    expect(demo.chain.requestStats()).toMatchObject({ total: 8, refused: 2, maxInAnySecond: 4 });
  });

  it('past perDay in a UTC day: 403 with the daily text until the day ends; refused requests count', async () => {
    const demo = await chain.start({ manualClock: true });
    const beforeMidnight = Date.parse('2026-03-02T23:59:00.000Z');
    demo.chain.limit({ perDay: 3 });
    for (let index = 0; index < 3; index += 1)
      expect((await requestAt(beforeMidnight + index * 2000)).status).toBe(200);
    const daily = 'The key exceeds the daily request limit(3)';
    expect(await requestAt(beforeMidnight + 10_000)).toEqual({
      status: 403,
      body: { success: false, error: daily, statusCode: 403 },
    });
    expect(await requestAt(beforeMidnight + 12_000, '/walletsolidity/getnowblock')).toEqual({
      status: 403,
      body: { Error: daily },
    });
    expect((await requestAt(Date.parse('2026-03-03T00:00:00.000Z'))).status).toBe(200);
    const stats = demo.chain.requestStats();
    expect(stats).toMatchObject({ total: 6, refused: 2, maxInAnySecond: 1 });
    expect(stats.perDay).toEqual({ '2026-03-02': 5, '2026-03-03': 1 });
  });

  it('counts only TronGrid paths, the busiest sliding second of any keys, and shows it at /demo/state', async () => {
    const demo = await chain.start({ manualClock: true });
    const t = chain.now;
    // A request 1,000 ms after another no longer shares its second: no sliding second holds more than 3.
    for (const at of [t, t + 300, t + 600, t + 1000, t + 1300, t + 1600]) await requestAt(at, events, `key-${at % 2}`);
    await chain.get('/health');
    await chain.get('/demo/balances?addresses=');
    const stats = demo.chain.requestStats();
    expect(stats).toEqual({ total: 6, refused: 0, maxInAnySecond: 3, perDay: { '2026-03-02': 6 } });
    expect((await chain.get('/demo/state')).request_stats).toEqual(stats);
  });

  it('is set and removed over HTTP (POST /demo/limits) and in-process (limit(null))', async () => {
    const demo = await chain.start({ manualClock: true });
    const t = chain.now;
    expect((await chain.postRaw('/demo/limits', { per_second: 1, per_day: null, suspend_ms: 1000 })).status).toBe(200);
    expect((await requestAt(t)).status).toBe(200);
    expect((await requestAt(t + 10)).status).toBe(403);
    expect((await chain.postRaw('/demo/limits', { per_second: 0 })).status).toBe(400);
    expect((await chain.postRaw('/demo/limits', { per_second: null, per_day: null })).status).toBe(200);
    expect((await requestAt(t + 20)).status).toBe(200);
    demo.chain.limit({ perSecond: 1 });
    expect((await requestAt(t + 30)).status).toBe(200);
    expect((await requestAt(t + 40)).status).toBe(403);
    demo.chain.limit(null);
    for (let index = 0; index < 5; index += 1) expect((await requestAt(t + 50)).status).toBe(200);
  });
});
