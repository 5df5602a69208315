/** The fault modes: each answers as the real service misbehaves, only where it applies, for `count` requests. */
import { afterEach, describe, expect, it } from 'vitest';
import { randomAddress, USDT_CONTRACT } from './addresses';
import { type Json, TestChain } from './test-kit';

const chain = new TestChain();
afterEach(() => chain.close());

const FREQUENCY = 'The key exceeds the frequency limit(15), and the query server is suspended for 30s';
const trc20 = (address: string) => `/v1/accounts/${address}/transactions/trc20`;
const events = `/v1/contracts/${USDT_CONTRACT}/events`;

/** Status and body of a request, GET or (with a body) POST. */
async function answer(path: string, body?: unknown) {
  const response = body === undefined ? await chain.fetch(path) : await chain.postRaw(path, body);
  return { status: response.status, body: (await response.json()) as Json };
}

describe('fail(status, count, pathPrefix)', () => {
  it('answers 403 and 429 with TronGrid’s bodies, v1 and full-node shaped, and 5xx with a small JSON body', async () => {
    const demo = await chain.start();
    demo.chain.fail(403, 1, '/v1/');
    demo.chain.fail(429, 1, '/wallet/');
    demo.chain.fail(503, 1, '/walletsolidity/');
    expect(await answer(trc20(randomAddress()))).toEqual({
      status: 403,
      body: { success: false, error: FREQUENCY, statusCode: 403 },
    });
    expect(await answer('/wallet/getnowblock', {})).toEqual({ status: 429, body: { Error: FREQUENCY } });
    expect(await answer('/walletsolidity/getnowblock', {})).toMatchObject({ status: 503, body: { success: false } });
    expect((await answer('/wallet/getnowblock', {})).status).toBe(200);
  });
});

describe('fault(spec)', () => {
  it('error200: java-tron’s rate limiter, HTTP 200 with an Error, on full-node paths only', async () => {
    const demo = await chain.start();
    demo.chain.fault({ kind: 'error200', count: 2 });
    // A v1 path is not the full node's: it neither fails nor uses up the count.
    expect((await answer(events)).status).toBe(200);
    const lack = {
      status: 200,
      body: { Error: 'class java.lang.IllegalAccessException : lack of computing resources' },
    };
    expect(await answer('/walletsolidity/gettransactioninfobyid', { value: 'ab' })).toEqual(lack);
    expect(await answer('/wallet/broadcasttransaction', {})).toEqual(lack);
    expect(await answer('/wallet/getnowblock', {})).toMatchObject({
      status: 200,
      body: { blockID: expect.any(String) },
    });
  });

  it('empty: a lagging node answers {} for transactions, receipts, blocks and balances, and empty v1 lists', async () => {
    const demo = await chain.start();
    const to = randomAddress();
    const { txId } = demo.chain.transfer({ to, amount: '3' });
    demo.chain.solidifyAll();
    const reads = ['wallet', 'walletsolidity'].flatMap((node) => [
      [`/${node}/gettransactioninfobyid`, { value: txId }],
      [`/${node}/gettransactionbyid`, { value: txId }],
      [`/${node}/getblockbynum`, { num: demo.chain.solidified() }],
      [`/${node}/getblock`, {}],
      [
        `/${node}/triggerconstantcontract`,
        { owner_address: to, contract_address: USDT_CONTRACT, function_selector: 'balanceOf(address)', visible: true },
      ],
    ]) as Array<[string, unknown]>;
    demo.chain.fault({ kind: 'empty', count: reads.length + 2 });
    // Not a read that lags: the head block and a broadcast answer as ever, and use none of the count.
    expect((await answer('/wallet/getnowblock', {})).body).toHaveProperty('blockID');
    for (const [path, body] of reads) expect(await answer(path, body)).toEqual({ status: 200, body: {} });
    for (const path of [trc20(to), events]) {
      const list = await answer(path);
      expect(list).toEqual({
        status: 200,
        body: { data: [], success: true, meta: { at: expect.any(Number), page_size: 0 } },
      });
    }
    // Used up: the answers come back.
    expect((await answer('/walletsolidity/gettransactioninfobyid', { value: txId })).body).toHaveProperty('id', txId);
    expect((await answer(trc20(to))).body.data).toHaveLength(1);
  });

  it('v1-404: a spurious 404 on v1 paths only, under the prefix asked', async () => {
    const demo = await chain.start();
    demo.chain.fault({ kind: 'v1-404', count: 1, pathPrefix: '/v1/contracts/' });
    expect((await answer(trc20(randomAddress()))).status).toBe(200);
    expect(await answer(events)).toEqual({
      status: 404,
      body: { success: false, statusCode: 404, error: 'Not Found' },
    });
    expect((await answer(events)).status).toBe(200);
  });

  it('status: the same as fail(); clearFaults() forgets what is left', async () => {
    const demo = await chain.start();
    demo.chain.fault({ kind: 'status', status: 429, count: 5, pathPrefix: '/v1/' });
    expect(await answer(events)).toMatchObject({ status: 429, body: { statusCode: 429 } });
    demo.chain.clearFaults();
    expect((await answer(events)).status).toBe(200);
  });

  it('takes the old and new bodies at POST /demo/faults, refuses others with 400', async () => {
    const demo = await chain.start();
    const post = async (body: unknown) => (await chain.postRaw('/demo/faults', body)).status;
    expect(await post({ status: 429, count: 1, path_prefix: '/v1/' })).toBe(200);
    expect(await post({ kind: 'error200', count: 1, path_prefix: '/walletsolidity/' })).toBe(200);
    expect(await post({ kind: 'status', status: 503, count: 1, path_prefix: '/wallet/' })).toBe(200);
    expect(await answer(events)).toMatchObject({ status: 429 });
    expect(await answer('/walletsolidity/getnowblock', {})).toMatchObject({
      status: 200,
      body: { Error: expect.any(String) },
    });
    expect((await answer('/wallet/getnowblock', {})).status).toBe(503);
    for (const bad of [{ kind: 'status', count: 1 }, { kind: 'nonsense', count: 1 }, { status: 200, count: 1 }, {}])
      expect(await post(bad)).toBe(400);
    expect((await chain.fetch('/demo/faults', { method: 'DELETE' })).status).toBe(200);
    expect(demo.chain.requestCount('/wallet')).toBe(2);
  });

  it('counts requests by path shape, accounts and contracts alike', async () => {
    const demo = await chain.start();
    await answer(trc20(randomAddress()));
    await answer(trc20(randomAddress()));
    await answer(events);
    expect(demo.chain.requestCount('/v1/accounts/{address}/transactions/trc20')).toBe(2);
    expect(demo.chain.requestCount('/v1/contracts/{address}/events')).toBe(1);
    expect((await chain.get('/demo/state')).requests).toMatchObject({ '/v1/contracts/{address}/events': 1 });
  });
});
