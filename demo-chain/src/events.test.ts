/** The v1 lists built from events: a contract's events with fingerprint paging, approvals, reverted and hidden transfers, limits. */
import { afterEach, describe, expect, it } from 'vitest';
import { eventAddress, FAKE_USDT_CONTRACT, hexAddress, randomAddress, USDT_CONTRACT } from './addresses';
import { type Json, TestChain } from './test-kit';

const chain = new TestChain();
afterEach(() => chain.close());

const events = (query: string, contract = USDT_CONTRACT) => chain.get(`/v1/contracts/${contract}/events?${query}`);
const trc20 = (address: string, query = '') => chain.get(`/v1/accounts/${address}/transactions/trc20?${query}`);
const ids = (page: Json) => page.data.map((item: { transaction_id: string }) => item.transaction_id);

/** Every page of a list, following meta.links.next. */
async function allPages(first: string) {
  const pages: Json[] = [];
  let path: string | undefined = first;
  while (path) {
    const page: Json = await chain.get(path);
    pages.push(page);
    path = page.meta.links ? new URL(page.meta.links.next).pathname + new URL(page.meta.links.next).search : undefined;
    if (path) expect(page.meta.links.next).toContain(`fingerprint=${page.meta.fingerprint}`);
  }
  return pages;
}

describe('GET /v1/contracts/{contract}/events', () => {
  it('pages 250 events with limit 100 in 3 pages, each once, and the fingerprint holds while blocks arrive', async () => {
    const demo = await chain.start();
    const sent = demo.chain.transferMany(
      Array.from({ length: 250 }, (_, index) => ({ to: randomAddress(), amount: `${index + 1}` })),
    );
    demo.chain.mine(1);
    const base = `/v1/contracts/${USDT_CONTRACT}/events?event_name=Transfer&order_by=block_timestamp,asc&limit=100&min_block_timestamp=0`;
    const pages = await allPages(base);
    expect(pages.map((page) => page.data.length)).toEqual([100, 100, 50]);
    expect(pages.flatMap(ids)).toEqual(sent.map((transfer) => transfer.txId));
    // Newest first by default; new blocks between pages neither repeat nor skip an event.
    const first = await events('limit=100');
    const later = demo.chain.transferMany([{ to: randomAddress(), amount: '1' }]);
    demo.chain.mine(1);
    const rest = await allPages(
      `/v1/contracts/${USDT_CONTRACT}/events?limit=100&fingerprint=${first.meta.fingerprint}`,
    );
    expect([...ids(first), ...rest.flatMap(ids)]).toEqual(sent.map((transfer) => transfer.txId).reverse());
    expect(ids(await events('limit=1'))).toEqual([later[0]!.txId]);
  });

  it('answers each event as TronGrid does: Transfer and Approval with their arguments, in their contract', async () => {
    const demo = await chain.start();
    const [from, to, owner, spender] = [randomAddress(), randomAddress(), randomAddress(), randomAddress()];
    const transfer = demo.chain.transfer({ from, to, amount: '20.000001' });
    const approval = demo.chain.approve({ owner, spender, amount: '100' });
    demo.chain.transfer({ to, amount: '5', token: 'fake' });
    demo.chain.mine(1);
    const page = await events('order_by=block_timestamp,asc');
    expect(page).toEqual({
      data: [
        {
          block_number: demo.chain.head(),
          block_timestamp: expect.any(Number),
          caller_contract_address: USDT_CONTRACT,
          contract_address: USDT_CONTRACT,
          event_index: 0,
          event_name: 'Transfer',
          result: {
            0: eventAddress(from),
            1: eventAddress(to),
            2: '20000001',
            from: eventAddress(from),
            to: eventAddress(to),
            value: '20000001',
          },
          result_type: { from: 'address', to: 'address', value: 'uint256' },
          event: 'Transfer(address indexed from, address indexed to, uint256 value)',
          transaction_id: transfer.txId,
        },
        {
          block_number: demo.chain.head(),
          block_timestamp: expect.any(Number),
          caller_contract_address: USDT_CONTRACT,
          contract_address: USDT_CONTRACT,
          event_index: 0,
          event_name: 'Approval',
          result: {
            0: eventAddress(owner),
            1: eventAddress(spender),
            2: '100000000',
            owner: eventAddress(owner),
            spender: eventAddress(spender),
            value: '100000000',
          },
          result_type: { owner: 'address', spender: 'address', value: 'uint256' },
          event: 'Approval(address indexed owner, address indexed spender, uint256 value)',
          transaction_id: approval.txId,
        },
      ],
      success: true,
      meta: { at: expect.any(Number), page_size: 2 },
    });
    expect(ids(await events('event_name=Approval'))).toEqual([approval.txId]);
    expect((await events('', FAKE_USDT_CONTRACT)).data).toHaveLength(1);
    // The contract may be named in hex too.
    expect((await events('', hexAddress(USDT_CONTRACT))).data).toHaveLength(2);
    // The approval is in the account list, typed, for its owner and its spender.
    for (const party of [owner, spender])
      expect((await trc20(party)).data).toMatchObject([
        { transaction_id: approval.txId, type: 'Approval', from: owner, to: spender },
      ]);
    expect((await trc20(to)).data.map((item: Json) => item.type)).toEqual(['Transfer', 'Transfer']);
  });

  it('only_confirmed: solidified blocks only; only_unconfirmed the rest; block time bounds inclusive', async () => {
    const demo = await chain.start({ manualClock: true });
    const old = demo.chain.transfer({ to: randomAddress(), amount: '1' });
    demo.chain.solidifyAll();
    chain.now += 60_000;
    const recent = demo.chain.transfer({ to: randomAddress(), amount: '2' });
    demo.chain.mine(1);
    expect(ids(await events('only_confirmed=true'))).toEqual([old.txId]);
    expect(ids(await events('only_unconfirmed=true'))).toEqual([recent.txId]);
    const [oldEvent] = (await events('only_confirmed=true')).data;
    const at = oldEvent.block_timestamp;
    expect(ids(await events(`min_block_timestamp=${at}&max_block_timestamp=${at}`))).toEqual([old.txId]);
    expect(ids(await events(`min_block_timestamp=${at + 1}`))).toEqual([recent.txId]);
  });
});

describe('both v1 lists', () => {
  it('leave out a reverted transfer (no event), which stays in its block with a REVERT receipt', async () => {
    const demo = await chain.start();
    const to = randomAddress();
    const reverted = demo.chain.transfer({ to, amount: '9', fail: true });
    demo.chain.mine(1);
    expect((await trc20(to)).data).toEqual([]);
    expect((await events('')).data).toEqual([]);
    const block = await chain.post('/wallet/getblockbynum', { num: demo.chain.head() });
    expect(ids({ data: block.transactions.map((tx: Json) => ({ transaction_id: tx.txID })) })).toEqual([reverted.txId]);
    expect((await chain.post('/wallet/gettransactioninfobyid', { value: reverted.txId })).receipt.result).toBe(
      'REVERT',
    );
  });

  it('a transfer hidden from the account index: mined, receipted, in its block and the event list, never in the account list', async () => {
    const demo = await chain.start();
    const to = randomAddress();
    const seen = demo.chain.transfer({ to, amount: '1' });
    const hidden = demo.chain.transfer({ to, amount: '23', hiddenFromAccountIndex: true });
    demo.chain.solidifyAll();
    expect(ids(await trc20(to))).toEqual([seen.txId]);
    expect(ids(await events('order_by=block_timestamp,asc'))).toEqual([seen.txId, hidden.txId]);
    expect((await chain.post('/walletsolidity/gettransactioninfobyid', { value: hidden.txId })).receipt.result).toBe(
      'SUCCESS',
    );
    expect(demo.chain.usdtBalance(to)).toBe(24_000_000n);
    const response = await chain.postRaw('/demo/transfers', {
      transfers: [{ to, amount: '2', hidden_from_account_index: true }],
    });
    const { transactions } = (await response.json()) as Json;
    demo.chain.mine(1);
    expect(ids(await trc20(to))).toEqual([seen.txId]);
    expect(ids(await events('limit=1'))).toEqual([transactions[0].tx_id]);
  });

  it('answer a limit past 200 with HTTP 400 and an empty body, as TronGrid does', async () => {
    await chain.start();
    for (const path of [
      `/v1/contracts/${USDT_CONTRACT}/events?limit=201`,
      `/v1/accounts/${randomAddress()}/transactions/trc20?limit=201`,
    ]) {
      const response = await chain.fetch(path);
      expect(response.status).toBe(400);
      expect(await response.text()).toBe('');
    }
    expect((await chain.fetch(`/v1/contracts/${USDT_CONTRACT}/events?limit=200`)).status).toBe(200);
  });

  it('take approvals over HTTP (POST /demo/approvals)', async () => {
    const demo = await chain.start();
    const [owner, spender] = [randomAddress(), randomAddress()];
    const response = await chain.postRaw('/demo/approvals', { approvals: [{ owner, spender, amount: '0' }] });
    const { transactions } = (await response.json()) as Json;
    expect(transactions[0].block_number).toBe(demo.chain.head() + 1);
    demo.chain.mine(1);
    expect((await trc20(spender)).data).toMatchObject([{ type: 'Approval', value: '0' }]);
    expect(
      (await chain.postRaw('/demo/approvals', { approvals: [{ owner: 'T1', spender, amount: '1' }] })).status,
    ).toBe(400);
  });
});
