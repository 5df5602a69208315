/** The account list’s paging and filters, solidification and receipts, the test controls and the wallet page. */
import { afterEach, describe, expect, it } from 'vitest';
import { addressWord, FAKE_USDT_CONTRACT, hexAddress, integerWord, randomAddress, USDT_CONTRACT } from './addresses';
import { startDemoChain, type DemoChain } from './index';
import { TRANSFER_TOPIC } from './trongrid';

let demo: DemoChain;
afterEach(() => demo?.close());

const start = async () => (demo = await startDemoChain({ autoMine: false }));
const getJson = async (path: string): Promise<any> => (await fetch(`${demo.url}${path}`)).json();
const post = async (path: string, body: unknown) =>
  fetch(`${demo.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const trc20 = (address: string, query: string) => `/v1/accounts/${address}/transactions/trc20?${query}`;

describe('the TronGrid subset of the demo chain', () => {
  it('pages 250 transfers with limit 100 in 3 pages, each transfer once, by fingerprint', async () => {
    await start();
    const to = randomAddress();
    const sent = demo.chain.transferMany(Array.from({ length: 250 }, (_, index) => ({ to, amount: `${index + 1}` })));
    demo.chain.mine(1);
    const seen: string[] = [];
    const base = `contract_address=${USDT_CONTRACT}&only_to=true&order_by=block_timestamp,asc&limit=100&min_timestamp=0`;
    let query = base;
    let pages = 0;
    for (;;) {
      const page = await getJson(trc20(to, query));
      pages += 1;
      seen.push(...page.data.map((item: { transaction_id: string }) => item.transaction_id));
      if (!page.meta.fingerprint) break;
      expect(page.meta.links.next).toContain(`fingerprint=${page.meta.fingerprint}`);
      query = `${base}&fingerprint=${page.meta.fingerprint}`;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(sent.map((transfer) => transfer.txId));
  });

  it('filters by time window, contract, direction and confirmation, and orders either way', async () => {
    await start();
    const address = randomAddress();
    demo.chain.transfer({ to: address, amount: '1' });
    demo.chain.mine(1);
    // Just after the first block's slot: the next block takes a later slot.
    const cut = (await getJson('/wallet/getnowblock')).block_header.raw_data.timestamp + 1;
    demo.chain.transfer({ to: address, amount: '2', token: 'fake' });
    demo.chain.transfer({ from: address, to: randomAddress(), amount: '3' });
    demo.chain.mine(1);
    const values = async (query: string) =>
      (await getJson(trc20(address, query))).data.map((item: { value: string }) => item.value);
    expect(await values('order_by=block_timestamp,asc')).toEqual(['1000000', '2000000', '3000000']);
    expect(await values('')).toEqual(['3000000', '2000000', '1000000']);
    expect(await values(`min_timestamp=${cut}&order_by=block_timestamp,asc`)).toEqual(['2000000', '3000000']);
    expect(await values(`max_timestamp=${cut}`)).toEqual(['1000000']);
    expect(await values(`contract_address=${USDT_CONTRACT}&only_to=true`)).toEqual(['1000000']);
    expect(await values('only_from=true')).toEqual(['3000000']);
    expect(await values('only_confirmed=true')).toEqual([]);
    const fake = (await getJson(trc20(address, `contract_address=${FAKE_USDT_CONTRACT}`))).data[0];
    expect(fake.token_info).toMatchObject({ symbol: 'USDT', address: FAKE_USDT_CONTRACT, decimals: 6 });
  });

  it('solidifies 19 blocks below the head, and only then answers the receipt and its Transfer log', async () => {
    await start();
    const from = randomAddress();
    const to = randomAddress();
    const { txId } = demo.chain.transfer({ from, to, amount: '20.0001' });
    const failed = demo.chain.transfer({ to, amount: '5', fail: true });
    demo.chain.mine(1);
    const info = async (id: string): Promise<any> =>
      (await post('/walletsolidity/gettransactioninfobyid', { value: id })).json();
    expect(await info(txId)).toEqual({});
    demo.chain.mine(18);
    expect(await info(txId)).toEqual({});
    demo.chain.mine(1);
    const head = (await getJson('/wallet/getnowblock')).block_header.raw_data.number;
    const solid = (await getJson('/walletsolidity/getnowblock')).block_header.raw_data.number;
    expect(head - solid).toBe(19);
    const receipt = await info(txId);
    expect(receipt.blockNumber).toBe(solid);
    expect(receipt.receipt.result).toBe('SUCCESS');
    expect(receipt.contract_address).toBe(hexAddress(USDT_CONTRACT));
    expect(receipt.log).toEqual([
      {
        address: hexAddress(USDT_CONTRACT).slice(2),
        topics: [TRANSFER_TOPIC, addressWord(from), addressWord(to)],
        data: integerWord(20_000_100n),
      },
    ]);
    expect(addressWord(to)).toMatch(/^0{24}[0-9a-f]{40}$/);
    const reverted = await info(failed.txId);
    expect(reverted.receipt.result).toBe('REVERT');
    expect(reverted.log).toBeUndefined();
  });

  it('is head − 19 solidified from the start, puts a transfer in the next block, and refuses a half-bad batch whole', async () => {
    await start();
    expect(demo.chain.solidified()).toBe(demo.chain.head() - 19);
    const head = demo.chain.head();
    expect(demo.chain.transfer({ to: randomAddress(), amount: '1' }).blockNumber).toBe(head + 1);
    const bad = await post('/demo/transfers', {
      transfers: [
        { to: randomAddress(), amount: '2' },
        { to: 'Tnot-an-address', amount: '2' },
      ],
    });
    expect(bad.status).toBe(400);
    const good: any = await (
      await post('/demo/transfers', { transfers: [{ to: randomAddress(), amount: '3' }] })
    ).json();
    expect(good.transactions[0].block_number).toBe(head + 1);
    expect((await getJson('/demo/state')).transfers).toBe(2);
  });

  it('fails the next requests as asked, counts requests, and refuses bad input with 400', async () => {
    await start();
    demo.chain.fail(429, 2, '/v1/');
    const address = randomAddress();
    expect((await fetch(`${demo.url}${trc20(address, '')}`)).status).toBe(429);
    expect((await fetch(`${demo.url}/wallet/getnowblock`)).status).toBe(200);
    expect((await fetch(`${demo.url}${trc20(address, '')}`)).status).toBe(429);
    expect((await fetch(`${demo.url}${trc20(address, '')}`)).status).toBe(200);
    expect(demo.chain.requestCount('/v1/')).toBe(3);
    expect((await fetch(`${demo.url}${trc20('TNotAnAddress', '')}`)).status).toBe(400);
    expect((await fetch(`${demo.url}${trc20(address, 'limit=500')}`)).status).toBe(400);
    expect((await post('/demo/transfers', { transfers: [{ to: address, amount: '1.0000001' }] })).status).toBe(400);
    expect((await post('/demo/transfers', { transfers: [{ to: 'T123', amount: '1' }] })).status).toBe(400);
  });

  it('serves the test wallet page under a self-only CSP', async () => {
    await start();
    const response = await fetch(`${demo.url}/`);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    const html = await response.text();
    for (const id of ['chain-from', 'chain-to', 'chain-amount', 'chain-token', 'chain-send', 'chain-result'])
      expect(html).toContain(`data-testid="${id}"`);
  });
});
