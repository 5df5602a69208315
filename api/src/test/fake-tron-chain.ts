/**
 * The state of a fake TRON chain for the watcher's tests: blocks, USDT and fake-USDT transfers,
 * receipts and faults; fake-trongrid.ts serves it over HTTP as TronGrid does (demo-chain/ spec).
 */
import { randomBytes } from 'node:crypto';
import { encodeTronAddress, tronAddressToHex } from '../modules/tron/address';

export const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
/** The fake token: its symbol and name say USDT, its contract is another. */
export const FAKE_USDT = encodeTronAddress(Uint8Array.from([0x41, ...Array(19).fill(0x11), 0x22]));
const TRANSFER_TOPIC = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

export interface TransferInput {
  from?: string;
  to: string;
  /** Decimal USDT text, e.g. '20.0001'. */
  amount: string;
  token?: 'usdt' | 'fake';
  /** The transaction reverts: listed by TronGrid, receipt REVERT, no log. */
  fail?: boolean;
  /** Fake only: this many identical Transfer logs (and list items) in one transaction. */
  repeat?: number;
}

export interface ChainTransfer {
  txId: string;
  blockNumber: number;
  from: string;
  to: string;
  /** Micro-USDT. */
  value: bigint;
  token: 'usdt' | 'fake';
  fail: boolean;
  repeat: number;
  /** Order of arrival: the list's tie-break within a block. */
  sequence: number;
}

export const randomTronAddress = () => encodeTronAddress(Uint8Array.from([0x41, ...randomBytes(20)]));

function microOf(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0').slice(0, 6) || '0');
}

const word = (hexDigits: string) => hexDigits.padStart(64, '0');

export class FakeTronChain {
  readonly transfers: ChainTransfer[] = [];
  private headNumber: number;
  private readonly solidifyDepth: number;
  private readonly genesisMs = 1_700_000_000_000;
  readonly blockMs = 3_000;

  constructor(options: { solidifyDepth?: number; startBlock?: number } = {}) {
    this.solidifyDepth = options.solidifyDepth ?? 19;
    this.headNumber = options.startBlock ?? 1_000;
  }

  head(): number {
    return this.headNumber;
  }

  solidified(): number {
    return this.headNumber - this.solidifyDepth;
  }

  timestampOf(blockNumber: number): number {
    return this.genesisMs + blockNumber * this.blockMs;
  }

  /** Puts a transfer in the next block (seen once mined). */
  transfer(input: TransferInput): { txId: string; blockNumber: number } {
    const txId = randomBytes(32).toString('hex');
    const blockNumber = this.headNumber + 1;
    this.transfers.push({
      txId,
      blockNumber,
      from: input.from ?? randomTronAddress(),
      to: input.to,
      value: microOf(input.amount),
      token: input.token ?? 'usdt',
      fail: input.fail ?? false,
      repeat: input.repeat ?? 1,
      sequence: this.transfers.length,
    });
    return { txId, blockNumber };
  }

  transferMany(inputs: readonly TransferInput[]) {
    return inputs.map((input) => this.transfer(input));
  }

  /** Produces `blocks` blocks now. */
  mine(blocks = 1): void {
    this.headNumber += blocks;
  }

  /** Mines until every transfer so far is solidified. */
  solidifyAll(): void {
    this.mine(this.solidifyDepth + 1);
  }

  /** The list items of mined transfers (one per Transfer log of a transaction), oldest first. */
  listItems() {
    return this.transfers
      .filter((transfer) => transfer.blockNumber <= this.headNumber)
      .sort((a, b) => a.blockNumber - b.blockNumber || a.sequence - b.sequence)
      .flatMap((transfer) =>
        Array.from({ length: transfer.repeat }, () => ({
          transaction_id: transfer.txId,
          token_info: {
            symbol: 'USDT',
            address: transfer.token === 'usdt' ? USDT : FAKE_USDT,
            decimals: 6,
            name: 'Tether USD',
          },
          block_timestamp: this.timestampOf(transfer.blockNumber),
          from: transfer.from,
          to: transfer.to,
          type: 'Transfer',
          value: transfer.value.toString(),
          blockNumber: transfer.blockNumber,
        })),
      );
  }

  /** /walletsolidity/gettransactioninfobyid: {} until solidified. */
  transactionInfo(txId: string): Record<string, unknown> {
    const transfer = this.transfers.find((candidate) => candidate.txId === txId);
    if (!transfer || transfer.blockNumber > this.solidified()) return {};
    const contractHex = tronAddressToHex(transfer.token === 'usdt' ? USDT : FAKE_USDT) as string;
    const topicOf = (address: string) => word((tronAddressToHex(address) as string).slice(2));
    const log = {
      address: contractHex.slice(2),
      topics: [TRANSFER_TOPIC, topicOf(transfer.from), topicOf(transfer.to)],
      data: word(transfer.value.toString(16)),
    };
    return {
      id: txId,
      blockNumber: transfer.blockNumber,
      blockTimeStamp: this.timestampOf(transfer.blockNumber),
      contract_address: contractHex,
      receipt: { result: transfer.fail ? 'REVERT' : 'SUCCESS', energy_usage_total: 14_650 },
      ...(transfer.fail ? {} : { log: Array.from({ length: transfer.repeat }, () => log) }),
    };
  }
}
