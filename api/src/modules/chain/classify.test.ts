/** Confirming a seen transfer by its receipt: the USDT contract's Transfer log at the event's index, finality, failures, contradictions. */
import { randomAddress } from 'demo-chain';
import { describe, expect, it } from 'vitest';
import { tronAddressToHex } from '../tron/address';
import { backoffDelayMs } from './backoff';
import { confirmSeen, finalityOf, TRANSFER_TOPIC, usdtTransferLogs, type SeenTransfer } from './classify';
import { USDT_CONTRACT, type TransactionInfo } from './trongrid-client';

const ours = randomAddress();
const sender = randomAddress();
const word = (address: string) => (tronAddressToHex(address) as string).slice(2).padStart(64, '0');
const usdtLog = (from: string, to: string, amount: bigint, contract = USDT_CONTRACT) => ({
  address: (tronAddressToHex(contract) as string).slice(2),
  topics: [TRANSFER_TOPIC, word(from), word(to)],
  data: amount.toString(16).padStart(64, '0'),
});
const receipt = (logs: TransactionInfo['log'], result = 'SUCCESS', blockNumber = 100): TransactionInfo => ({
  id: 'ab'.repeat(32),
  blockNumber,
  blockTimeStamp: 1_700_000_000_000,
  receipt: { result },
  log: logs,
});
const seen = (more: Partial<SeenTransfer> = {}): SeenTransfer => ({
  txId: 'ab'.repeat(32),
  eventIndex: 0,
  from: sender,
  to: ours,
  amount: 20_000_000n,
  blockNumber: 100,
  blockTimestamp: 1_700_000_000_000,
  ...more,
});

describe('confirming a seen transfer by its receipt', () => {
  it('confirms a solidified SUCCESS receipt with the Transfer log at the event index, with the receipt’s figures', () => {
    const verdict = confirmSeen(seen(), receipt([usdtLog(sender, ours, 20_000_000n)]), 100);
    expect(verdict).toEqual({
      kind: 'final',
      transfer: {
        txId: 'ab'.repeat(32),
        eventIndex: 0,
        from: sender,
        to: ours,
        amount: 20_000_000n,
        blockNumber: 100,
        blockTimestamp: 1_700_000_000_000,
      },
    });
  });

  it('waits while the node says {} or the receipt’s block is above the solidified one', () => {
    expect(confirmSeen(seen(), null, 100)).toEqual({ kind: 'pending' });
    expect(confirmSeen(seen(), receipt([usdtLog(sender, ours, 20_000_000n)], 'SUCCESS', 101), 100)).toEqual({
      kind: 'pending',
    });
    expect(finalityOf({ id: 'x' }, 100)).toBe('pending');
  });

  it('drops a failed call (REVERT, no log) and one with no result: no USDT moved', () => {
    expect(confirmSeen(seen(), receipt([], 'REVERT'), 100)).toEqual({ kind: 'failed', answer: 'receipt REVERT' });
    expect(finalityOf({ ...receipt([]), receipt: {} }, 100)).toBe('failed');
  });

  it('calls it contradicted when the SUCCESS receipt moves another amount, to another address, or a fake token', () => {
    for (const log of [
      usdtLog(sender, ours, 20_000_001n),
      usdtLog(sender, randomAddress(), 20_000_000n),
      usdtLog(sender, ours, 20_000_000n, randomAddress()),
    ])
      expect(confirmSeen(seen(), receipt([log]), 100)).toMatchObject({ kind: 'contradicted' });
  });

  it('takes the log at the event’s own index among identical ones, and the first fitting one when the index is off', () => {
    const logs = [
      usdtLog(sender, ours, 20_000_000n),
      usdtLog(sender, ours, 20_000_000n),
      usdtLog(sender, ours, 20_000_000n),
    ];
    const indexOf = (eventIndex: number) => {
      const verdict = confirmSeen(seen({ eventIndex }), receipt(logs), 100);
      return verdict.kind === 'final' ? verdict.transfer.eventIndex : verdict.kind;
    };
    expect([0, 1, 2, 7].map(indexOf)).toEqual([0, 1, 2, 0]);
  });

  it('reads only USDT Transfer logs: another contract or topic is skipped, log indexes count every log', () => {
    const transfer = usdtLog(sender, ours, 7_000_000n);
    const other = { ...transfer, address: '11'.repeat(20) };
    const approval = { ...transfer, topics: ['8c5be1e5'.padEnd(64, '0'), ...transfer.topics.slice(1)] };
    const logs = usdtTransferLogs(receipt([other, approval, transfer]));
    expect(logs).toEqual([{ eventIndex: 2, from: sender, to: ours, amount: 7_000_000n }]);
  });
});

describe('back-off delays', () => {
  it('doubles from 5 s to a cap of 80 s, and waits out TronGrid’s 30 s suspension after a rate limit', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map((failures) => backoffDelayMs(failures))).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000, 80_000, 80_000, 80_000,
    ]);
    expect([1, 2, 3, 4].map((failures) => backoffDelayMs(failures, true))).toEqual([30_000, 30_000, 30_000, 40_000]);
  });
});
