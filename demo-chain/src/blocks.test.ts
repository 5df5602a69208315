/** Blocks as java-tron serves them: ids that start with the number, parents, 3-second slots, and the block routes of both nodes. */
import { afterEach, describe, expect, it } from 'vitest';
import { randomAddress } from './addresses';
import { GENESIS_SLOT_MS } from './blocks';
import { type Json, TestChain } from './test-kit';

const chain = new TestChain();
afterEach(() => chain.close());

const block = (node: 'wallet' | 'walletsolidity', num: number) => chain.post(`/${node}/getblockbynum`, { num });

describe('blocks', () => {
  it('have ids that start with their number, name their parent, and carry the header fields', async () => {
    const demo = await chain.start();
    demo.chain.mine(2);
    const head = await chain.post('/wallet/getnowblock');
    const { raw_data } = head.block_header;
    expect(head.blockID.slice(0, 16)).toBe(raw_data.number.toString(16).padStart(16, '0'));
    expect(head.blockID).toMatch(/^[0-9a-f]{64}$/);
    expect(raw_data).toEqual({
      number: demo.chain.head(),
      txTrieRoot: '0'.repeat(64),
      witness_address: expect.stringMatching(/^41[0-9a-f]{40}$/),
      parentHash: (await block('wallet', raw_data.number - 1)).blockID,
      version: 34,
      timestamp: expect.any(Number),
    });
    expect(head.block_header.witness_signature).toMatch(/^[0-9a-f]{130}$/);
    // java-tron leaves out an empty transaction list.
    expect(head).not.toHaveProperty('transactions');
  });

  it('fall on slots: the first free one at or before now, always after the last, every blockMs from genesis', async () => {
    const demo = await chain.start({ manualClock: true });
    const before = (await chain.post('/wallet/getnowblock')).block_header.raw_data.timestamp;
    expect(before).toBeLessThan(chain.now);
    chain.now += 1234;
    demo.chain.mine(3);
    const stamps = [];
    for (let index = 2; index >= 0; index -= 1)
      stamps.push((await block('wallet', demo.chain.head() - index)).block_header.raw_data.timestamp);
    const slot = GENESIS_SLOT_MS + Math.floor((chain.now - GENESIS_SLOT_MS) / 3000) * 3000;
    expect(stamps).toEqual([slot, slot + 3000, slot + 6000]);
    for (const stamp of [before, ...stamps]) expect((stamp - GENESIS_SLOT_MS) % 3000).toBe(0);
    // The clock standing still: the next block still takes the next slot.
    demo.chain.mine(1);
    expect((await chain.post('/wallet/getnowblock')).block_header.raw_data.timestamp).toBe(slot + 9000);
  });

  it('keep blockMs slots with another block time', async () => {
    const demo = await chain.start({ blockMs: 200, manualClock: true });
    demo.chain.mine(1);
    chain.now += 10_000;
    demo.chain.mine(1);
    const { timestamp } = (await chain.post('/wallet/getnowblock')).block_header.raw_data;
    expect((timestamp - GENESIS_SLOT_MS) % 200).toBe(0);
    expect(timestamp).toBeLessThanOrEqual(chain.now);
    expect(timestamp).toBeGreaterThan(chain.now - 200);
  });

  it('getblockbynum: the block with its transactions; {} beyond the head, or beyond the solidified block on walletsolidity', async () => {
    const demo = await chain.start();
    const { txId } = demo.chain.transfer({ to: randomAddress(), amount: '2' });
    const failed = demo.chain.transfer({ to: randomAddress(), amount: '3', fail: true });
    demo.chain.mine(1);
    const number = demo.chain.head();
    const mined = await block('wallet', number);
    expect(mined.transactions.map((tx: { txID: string }) => tx.txID)).toEqual([txId, failed.txId]);
    expect(mined.transactions.map((tx: { ret: unknown }) => tx.ret)).toEqual([
      [{ contractRet: 'SUCCESS' }],
      [{ contractRet: 'REVERT' }],
    ]);
    expect(mined.block_header.raw_data.txTrieRoot).not.toBe('0'.repeat(64));
    expect(await block('walletsolidity', number)).toEqual({});
    expect(await block('wallet', number + 1)).toEqual({});
    expect((await chain.get(`/wallet/getblockbynum?num=${number}`)).blockID).toBe(mined.blockID);
    demo.chain.solidifyAll();
    expect(await block('walletsolidity', number)).toEqual(mined);
  });

  it('getblock (java-tron 4.7): the newest without id_or_num, by number or id, header only without detail', async () => {
    const demo = await chain.start();
    demo.chain.transfer({ to: randomAddress(), amount: '2' });
    demo.chain.mine(1);
    const number = demo.chain.head();
    const full = await block('wallet', number);
    const headerOnly = { blockID: full.blockID, block_header: full.block_header };
    expect(await chain.post('/wallet/getblock', {})).toEqual(headerOnly);
    expect(await chain.post('/wallet/getblock', { detail: false })).toEqual(headerOnly);
    expect(await chain.post('/wallet/getblock', { id_or_num: String(number), detail: true })).toEqual(full);
    expect(await chain.post('/wallet/getblock', { id_or_num: full.blockID, detail: true })).toEqual(full);
    expect(await chain.get(`/wallet/getblock?id_or_num=${number}&detail=true`)).toEqual(full);
    const solid = await chain.post('/walletsolidity/getblock', {});
    expect(solid.block_header.raw_data.number).toBe(demo.chain.solidified());
    expect(await chain.post('/walletsolidity/getblock', { id_or_num: full.blockID })).toEqual({});
    expect(await chain.post('/wallet/getblock', { id_or_num: String(number + 1) })).toEqual({});
    expect(await chain.post('/wallet/getblock', { id_or_num: 'latest' })).toHaveProperty('Error');
    expect((await chain.post('/wallet/getblockbyid', { value: full.blockID })).blockID).toBe(full.blockID);
  });

  it('read a JSON body whatever its content type, and an empty body as no parameters, as java-tron does', async () => {
    const demo = await chain.start();
    const num = demo.chain.head();
    const plain = await chain.fetch('/wallet/getblockbynum', { method: 'POST', body: JSON.stringify({ num }) });
    expect(((await plain.json()) as Json).block_header.raw_data.number).toBe(num);
    const empty = await chain.fetch('/wallet/getnowblock', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(((await empty.json()) as Json).block_header.raw_data.number).toBe(num);
    expect(await chain.post('/wallet/getblockbynum', 'not json')).toEqual({});
  });

  it('name addresses in base58 when the request is visible', async () => {
    await chain.start();
    const visible = await chain.post('/wallet/getnowblock', { visible: true });
    expect(visible.block_header.raw_data.witness_address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  });
});
