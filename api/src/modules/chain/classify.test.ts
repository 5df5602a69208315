/** Transfer classification: the USDT contract (never the symbol), our recipient, a whole value, finality, log indexes. */
import { describe, expect, it } from 'vitest';
import { FAKE_USDT, FakeTronChain, randomTronAddress, USDT } from '../../test/fake-tron-chain';
import { backoffDelayMs } from './backoff';
import { claimOf, classifyItem, DROPPED_AFTER_MS, eventIndexOf, finalityOf, usdtTransferLogs } from './classify';
import type { TransactionInfo } from './trongrid-client';

const ours = randomTronAddress();

/** A chain with `inputs` mined and solidified; the list items and receipts it answers. */
function chainWith(inputs: Parameters<FakeTronChain['transfer']>[0][], solidify = true) {
  const chain = new FakeTronChain();
  chain.transferMany(inputs);
  chain.mine(1);
  if (solidify) chain.solidifyAll();
  const items = chain.listItems().map(({ blockNumber: _block, ...item }) => item);
  const receipt = (txId: string) => {
    const info = chain.transactionInfo(txId) as TransactionInfo;
    return info.id === undefined ? null : info;
  };
  return { chain, items, receipt };
}

/** The solidified block as the watcher reads it: its number and time. */
const solidifiedRef = (chain: FakeTronChain) => ({
  number: chain.solidified(),
  timestamp: chain.timestampOf(chain.solidified()),
});

describe('transfer classification', () => {
  it('counts a solidified, successful USDT transfer to our address, with its log index and amount', () => {
    const { chain, items, receipt } = chainWith([{ to: ours, amount: '20.000123' }]);
    const item = items[0]!;
    const verdict = classifyItem(item, ours, receipt(item.transaction_id), solidifiedRef(chain), new Set());
    expect(verdict).toEqual({
      kind: 'final',
      transfer: {
        txId: item.transaction_id,
        eventIndex: 0,
        from: item.from,
        to: ours,
        amount: 20_000_123n,
        blockNumber: chain.head() - 20,
        blockTimestamp: item.block_timestamp,
      },
    });
  });

  it('ignores a fake token named USDT, by its contract', () => {
    const { chain, items, receipt } = chainWith([{ to: ours, amount: '50', token: 'fake' }]);
    const item = items[0]!;
    expect(item.token_info.symbol).toBe('USDT');
    expect(item.token_info.address).toBe(FAKE_USDT);
    expect(claimOf(item, ours)).toEqual({ counts: false, reason: 'not the USDT contract' });
    // Even if the list lied about the contract, the receipt's log is not of USDT: no log matches.
    const lying = { ...item, token_info: { ...item.token_info, address: USDT } };
    expect(classifyItem(lying, ours, receipt(item.transaction_id), solidifiedRef(chain), new Set())).toEqual({
      kind: 'ignore',
      reason: 'no matching Transfer log in the receipt',
    });
  });

  it('ignores a transfer to another address, an approval, a zero value (dust) and a value that is no whole number', () => {
    const { items } = chainWith([{ to: randomTronAddress(), amount: '20' }]);
    const item = items[0]!;
    expect(claimOf(item, ours).counts).toBe(false);
    const toUs = { ...item, to: ours };
    expect(claimOf(toUs, ours).counts).toBe(true);
    expect(claimOf({ ...toUs, type: 'Approval' }, ours).counts).toBe(false);
    for (const value of ['-1', '1.5', '', '01', 20, '1e6', null])
      expect(claimOf({ ...toUs, value }, ours).counts, String(value)).toBe(false);
    expect(claimOf({ ...toUs, value: '0' }, ours)).toEqual({ counts: false, reason: 'zero value' });
    expect(claimOf({ ...toUs, value: '1' }, ours)).toEqual({ counts: true, amount: 1n });
  });

  it('gives up on a listed transfer still without a receipt 5 minutes after its time was solidified (dropped from the chain)', () => {
    const { chain, items } = chainWith([{ to: ours, amount: '20' }], false);
    const item = items[0]!;
    const at = (ms: number) => ({ number: chain.solidified(), timestamp: item.block_timestamp + ms });
    expect(classifyItem(item, ours, null, at(DROPPED_AFTER_MS), new Set())).toEqual({ kind: 'pending' });
    expect(classifyItem(item, ours, null, at(DROPPED_AFTER_MS + 1), new Set())).toMatchObject({ kind: 'ignore' });
  });

  it('waits for a transfer not yet solidified: no receipt, or a receipt in a block above the solidified one', () => {
    const { chain, items, receipt } = chainWith([{ to: ours, amount: '20' }], false);
    const item = items[0]!;
    expect(receipt(item.transaction_id)).toBeNull();
    expect(classifyItem(item, ours, null, solidifiedRef(chain), new Set())).toEqual({ kind: 'pending' });
    chain.solidifyAll();
    const info = receipt(item.transaction_id)!;
    expect(finalityOf(info, info.blockNumber! - 1)).toBe('pending');
    expect(finalityOf(info, info.blockNumber!)).toBe('final');
  });

  it('ignores a failed transaction the list still shows (receipt REVERT, no log)', () => {
    const { chain, items, receipt } = chainWith([{ to: ours, amount: '20', fail: true }]);
    const item = items[0]!;
    expect(finalityOf(receipt(item.transaction_id), chain.solidified())).toBe('failed');
    expect(classifyItem(item, ours, receipt(item.transaction_id), solidifiedRef(chain), new Set())).toEqual({
      kind: 'ignore',
      reason: 'receipt REVERT',
    });
    const noResult = { ...receipt(item.transaction_id)!, receipt: {} };
    expect(finalityOf(noResult, chain.solidified())).toBe('failed');
  });

  it('gives identical transfers of one transaction distinct log indexes, in order, and none beyond the logs', () => {
    const { chain, items, receipt } = chainWith([{ to: ours, amount: '20', repeat: 3 }]);
    expect(items).toHaveLength(3);
    const info = receipt(items[0]!.transaction_id)!;
    expect(usdtTransferLogs(info).map((log) => log.eventIndex)).toEqual([0, 1, 2]);
    const used = new Set<number>();
    const indexes = items.map((item) => {
      const verdict = classifyItem(item, ours, info, solidifiedRef(chain), used);
      return verdict.kind === 'final' ? verdict.transfer.eventIndex : verdict.kind;
    });
    expect(indexes).toEqual([0, 1, 2]);
    // A fourth identical item has no log left: it does not count.
    expect(eventIndexOf(usdtTransferLogs(info), items[0]!, 20_000_000n, used)).toBeNull();
    // Another amount, sender or recipient than the log's: no match.
    expect(eventIndexOf(usdtTransferLogs(info), items[0]!, 20_000_001n, new Set())).toBeNull();
    expect(eventIndexOf(usdtTransferLogs(info), { ...items[0]!, from: ours }, 20_000_000n, new Set())).toBeNull();
  });

  it('reads only USDT Transfer logs: another contract or topic is skipped, log indexes count every log', () => {
    const { items, receipt } = chainWith([{ to: ours, amount: '7' }]);
    const info = receipt(items[0]!.transaction_id)!;
    const usdtLog = info.log![0]!;
    const other = { ...usdtLog, address: '11'.repeat(20) };
    const approval = { ...usdtLog, topics: ['8c5be1e5'.padEnd(64, '0'), ...usdtLog.topics.slice(1)] };
    const logs = usdtTransferLogs({ ...info, log: [other, approval, usdtLog] });
    expect(logs).toEqual([{ eventIndex: 2, from: items[0]!.from, to: ours, amount: 7_000_000n }]);
  });
});

describe('back-off delays', () => {
  it('doubles from 5 s to a cap of 80 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(backoffDelayMs)).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000, 80_000, 80_000, 80_000,
    ]);
  });
});
