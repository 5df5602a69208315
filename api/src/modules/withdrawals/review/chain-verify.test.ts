/** The rules a manual payout's receipt must meet, on receipts as TronGrid writes them (addresses with and without 41). */
import { apiMessages } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { TRANSFER_TOPIC } from '../../chain/classify';
import { USDT_CONTRACT, type TransactionInfo, type TronClient, TronApiError } from '../../chain/trongrid-client';
import { tronAddressToHex } from '../../tron/address';
import { checkManualPayout, judgePayout, type ExpectedPayout } from './chain-verify';

const BOUND = 'TQzWmVuK85937krPPwyVGrXLmt8WQEcCEN';
const OTHER = 'TYovYqCE6Gg6QCB1oNSfNdsGZx77qsKHZs';
const SENDER = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const FAKE_CONTRACT = 'TASK1skN5ZPzMVm2RAihbgJBtCVsfaUbvP';
const REQUESTED_AT = Date.UTC(2026, 10, 25, 2, 0, 0);
const expected: ExpectedPayout = { address: BOUND, amount: 40_000_000n, notBeforeMs: REQUESTED_AT };

const hex20 = (address: string) => (tronAddressToHex(address) as string).slice(2);
const word = (address: string) => `${'0'.repeat(24)}${hex20(address)}`;

function transferLog(to: string, amount: bigint, contract = USDT_CONTRACT, with41 = false) {
  return {
    address: with41 ? `41${hex20(contract)}` : hex20(contract),
    topics: [TRANSFER_TOPIC, word(SENDER), word(to)],
    data: amount.toString(16).padStart(64, '0'),
  };
}

function receipt(more: Partial<TransactionInfo> = {}): TransactionInfo {
  return {
    id: 'ab'.repeat(32),
    blockNumber: 100,
    blockTimeStamp: REQUESTED_AT + 60_000,
    receipt: { result: 'SUCCESS' },
    log: [transferLog(BOUND, 40_000_000n)],
    ...more,
  };
}

const refusedWith = (message: string) => ({ paid: false, message });

describe('judgePayout', () => {
  it('accepts a solidified SUCCESS USDT transfer of at least the amount to the bound address, after the request', () => {
    expect(judgePayout(receipt(), 100, expected)).toEqual({ paid: true, received: 40_000_000n });
    expect(
      judgePayout(receipt({ log: [transferLog(BOUND, 40_000_001n, USDT_CONTRACT, true)] }), 120, expected),
    ).toEqual({
      paid: true,
      received: 40_000_001n,
    });
  });

  it('adds up the transfers of one transaction to the bound address, and only those', () => {
    const log = [transferLog(BOUND, 15_000_000n), transferLog(OTHER, 99_000_000n), transferLog(BOUND, 25_000_000n)];
    expect(judgePayout(receipt({ log }), 100, expected)).toEqual({ paid: true, received: 40_000_000n });
    const short = [transferLog(BOUND, 15_000_000n), transferLog(OTHER, 99_000_000n)];
    expect(judgePayout(receipt({ log: short }), 100, expected)).toEqual(refusedWith(apiMessages.withdrawTxTooLittle));
  });

  it('refuses what is not final: no receipt or no block (not found), a block above the solidified one (not solid)', () => {
    expect(judgePayout(null, 100, expected)).toEqual(refusedWith(apiMessages.withdrawTxNotFound));
    expect(judgePayout(receipt({ blockNumber: undefined }), 100, expected)).toEqual(
      refusedWith(apiMessages.withdrawTxNotFound),
    );
    expect(judgePayout(receipt({ blockNumber: 101 }), 100, expected)).toEqual(
      refusedWith(apiMessages.withdrawTxNotSolid),
    );
  });

  it('refuses a failed call, a TRX transfer and another contract with the same event', () => {
    expect(judgePayout(receipt({ receipt: { result: 'REVERT' }, log: [] }), 100, expected)).toEqual(
      refusedWith(apiMessages.withdrawTxFailed),
    );
    expect(judgePayout(receipt({ receipt: { result: 'OUT_OF_ENERGY' } }), 100, expected)).toEqual(
      refusedWith(apiMessages.withdrawTxFailed),
    );
    expect(judgePayout(receipt({ receipt: {}, log: undefined }), 100, expected)).toEqual(
      refusedWith(apiMessages.withdrawTxWrongToken),
    );
    expect(judgePayout(receipt({ log: [transferLog(BOUND, 40_000_000n, FAKE_CONTRACT)] }), 100, expected)).toEqual(
      refusedWith(apiMessages.withdrawTxWrongToken),
    );
  });

  it('refuses a transfer to another address, too little, or older than the request', () => {
    expect(judgePayout(receipt({ log: [transferLog(OTHER, 40_000_000n)] }), 100, expected)).toEqual(
      refusedWith(apiMessages.withdrawTxWrongAddress),
    );
    expect(judgePayout(receipt({ log: [transferLog(BOUND, 39_999_999n)] }), 100, expected)).toEqual(
      refusedWith(apiMessages.withdrawTxTooLittle),
    );
    expect(judgePayout(receipt({ blockTimeStamp: REQUESTED_AT - 1 }), 100, expected)).toEqual(
      refusedWith(apiMessages.withdrawTxTooOld),
    );
    expect(judgePayout(receipt({ blockTimeStamp: REQUESTED_AT }), 100, expected).paid).toBe(true);
  });
});

describe('checkManualPayout', () => {
  const unused = () => Promise.reject(new Error('not used'));
  /** A chain whose solidified block is 100 and head 110; `solid` and `head` answer each node's receipt of the transaction. */
  const client = (answers: {
    solid?: () => Promise<TransactionInfo | null>;
    head?: TransactionInfo | null;
    headKnows?: boolean;
  }): TronClient => ({
    trc20TransfersTo: unused,
    usdtTransferEvents: unused,
    headBlock: async () => ({ number: 110, timestamp: REQUESTED_AT + 150_000 }),
    solidifiedBlock: async () => ({ number: 100, timestamp: REQUESTED_AT + 120_000 }),
    transactionInfo: answers.solid ?? (async () => null),
    solidTransaction: unused,
    headTransaction: async (txId) =>
      answers.headKnows ? { txId, contractRet: 'SUCCESS', expiration: REQUESTED_AT + 200_000 } : null,
    headTransactionInfo: async () => answers.head ?? null,
    usdtBalanceOf: unused,
    broadcastTransaction: unused,
  });
  const txId = 'ab'.repeat(32);

  it('answers what the address received once solidified, or refuses with the verdict', async () => {
    await expect(checkManualPayout(client({ solid: async () => receipt() }), txId, expected)).resolves.toEqual({
      kind: 'paid',
      received: 40_000_000n,
    });
    const reverted = client({ solid: async () => receipt({ receipt: { result: 'REVERT' }, log: [] }) });
    await expect(checkManualPayout(reverted, txId, expected)).rejects.toMatchObject({
      code: 400,
      message: apiMessages.withdrawTxFailed,
    });
  });

  it('tells a transaction unknown to both nodes from one the full node has in a block (n/19)', async () => {
    await expect(checkManualPayout(client({}), txId, expected)).rejects.toMatchObject({
      code: 400,
      message: apiMessages.withdrawTxNotFound,
    });
    const seen = client({ headKnows: true, head: receipt({ blockNumber: 104 }) });
    await expect(checkManualPayout(seen, txId, expected)).resolves.toEqual({
      kind: 'seen',
      blockNumber: 104,
      confirmations: 7,
      expiresAt: new Date(REQUESTED_AT + 200_000).toISOString(),
    });
  });

  it("judges a seen transaction on the full node's receipt: a wrong one is refused at once", async () => {
    const elsewhere = client({
      headKnows: true,
      head: receipt({ blockNumber: 104, log: [transferLog(OTHER, 40_000_000n)] }),
    });
    await expect(checkManualPayout(elsewhere, txId, expected)).rejects.toMatchObject({
      message: apiMessages.withdrawTxWrongAddress,
    });
  });

  it('turns a TRON API failure into a Chinese refusal, never "not found", and lets any other error through', async () => {
    const failing = client({
      solid: () => Promise.reject(new TronApiError('POST /walletsolidity: HTTP 429', 429, true)),
    });
    await expect(checkManualPayout(failing, txId, expected)).rejects.toMatchObject({
      code: 503,
      message: apiMessages.withdrawChainUnavailable,
    });
    const broken = client({ solid: () => Promise.reject(new TypeError('a bug')) });
    await expect(checkManualPayout(broken, txId, expected)).rejects.toThrow(TypeError);
  });
});
