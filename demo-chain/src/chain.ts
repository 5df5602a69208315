/**
 * The chain's state: blocks, TRC20 transfers and their receipts, in memory. A transfer waits in
 * the pool until the next block; a block is solidified `solidifyDepth` blocks later (19 on TRON).
 * Token balances follow the mined transfers; the test wallet's transfers need none (a faucet),
 * while a signed broadcast executes like the real contract: it reverts when its sender is short.
 */
import { createHash, randomBytes } from 'node:crypto';
import { FAKE_USDT_CONTRACT, isAddress, randomAddress, USDT_CONTRACT } from './addresses';

export type Token = 'usdt' | 'fake';

export interface TransferInput {
  /** Defaults to a fresh random address. */
  from?: string;
  to: string;
  /** Decimal token units, up to 6 places: "20.0001". */
  amount: string;
  token?: Token;
  /** The contract call reverts: the list shows it, the receipt says REVERT and there is no log. */
  fail?: boolean;
}

export interface Block {
  number: number;
  timestamp: number;
  id: string;
}

export interface ChainTransfer {
  txId: string;
  contract: string;
  from: string;
  to: string;
  /** Raw units (6 decimals). */
  value: bigint;
  success: boolean;
  block: Block | null;
  /** A signed broadcast's expiration (ms): the network drops it when no block before then takes it. */
  expiration?: number;
}

/** A signed transfer the node accepted: it executes in the next block, reverting when `from` is short. */
export interface SignedTransferInput {
  txId: string;
  contract: string;
  from: string;
  to: string;
  value: bigint;
  expiration: number;
}

export interface ChainOptions {
  solidifyDepth?: number;
  /** Number of the first block (a real-looking height). */
  firstBlock?: number;
  /** Spacing of the blocks made before the start (TRON: 3000). */
  blockMs?: number;
  now?: () => number;
}

const AMOUNT = /^(\d{1,15})(?:\.(\d{1,6}))?$/;

/** Raw 6-decimal units of decimal text, or null. */
export function parseTokenAmount(text: string): bigint | null {
  const match = AMOUNT.exec(String(text).trim());
  if (!match) return null;
  return BigInt(match[1]!) * 1_000_000n + BigInt((match[2] ?? '').padEnd(6, '0'));
}

export class Chain {
  readonly solidifyDepth: number;
  private readonly blocks: Block[] = [];
  private readonly pool: ChainTransfer[] = [];
  private readonly byId = new Map<string, ChainTransfer>();
  /** Each address's transfers (in and out) in block order: what the account queries page through. */
  private readonly byAddress = new Map<string, ChainTransfer[]>();
  /** Mined token balances by `contract:address` (a test-wallet sender may go below zero: it is the faucet). */
  private readonly balances = new Map<string, bigint>();
  private readonly now: () => number;

  constructor(options: ChainOptions = {}) {
    this.solidifyDepth = options.solidifyDepth ?? 19;
    this.now = options.now ?? Date.now;
    // solidifyDepth blocks already made in the past, so solidified = head − 19 from the first moment.
    const first = options.firstBlock ?? 60_000_000;
    const start = this.now();
    for (let index = 0; index <= this.solidifyDepth; index += 1) {
      const timestamp = start - (this.solidifyDepth - index) * (options.blockMs ?? 3000);
      const number = first + index;
      this.blocks.push({ number, timestamp, id: createHash('sha256').update(`${number}:${timestamp}`).digest('hex') });
    }
  }

  private makeBlock(number: number): Block {
    const last = this.blocks.at(-1);
    const timestamp = Math.max(this.now(), (last?.timestamp ?? 0) + 1);
    const id = createHash('sha256').update(`${number}:${timestamp}`).digest('hex');
    return { number, timestamp, id };
  }

  /** Puts a transfer in the pool (it is in the next block); refuses bad addresses and amounts. */
  transfer(input: TransferInput): ChainTransfer {
    return this.transferMany([input])[0]!;
  }

  /** Puts every transfer in the pool, or none when any is invalid (a batch is never half made). */
  transferMany(inputs: readonly TransferInput[]): ChainTransfer[] {
    inputs.forEach((input, index) => {
      const value = parseTokenAmount(input.amount);
      if ((input.from !== undefined && !isAddress(input.from)) || !isAddress(input.to))
        throw new RangeError(`transfers[${index}]: not a TRON address`);
      if (value === null || value === 0n) throw new RangeError(`transfers[${index}]: not an amount`);
    });
    return inputs.map((input) => this.pooled(input));
  }

  private pooled(input: TransferInput): ChainTransfer {
    const from = input.from ?? randomAddress();
    const value = parseTokenAmount(input.amount)!;
    const transfer: ChainTransfer = {
      txId: randomBytes(32).toString('hex'),
      contract: input.token === 'fake' ? FAKE_USDT_CONTRACT : USDT_CONTRACT,
      from,
      to: input.to,
      value,
      success: !input.fail,
      block: null,
    };
    this.pool.push(transfer);
    this.byId.set(transfer.txId, transfer);
    return transfer;
  }

  /** Pools a signed transfer the node accepted (broadcast.ts checked it); it executes in the next block. */
  pushSigned(input: SignedTransferInput): ChainTransfer {
    const transfer: ChainTransfer = { ...input, success: true, block: null };
    this.pool.push(transfer);
    this.byId.set(transfer.txId, transfer);
    return transfer;
  }

  /** Produces `count` blocks now; the first takes every pooled transfer that has not expired. */
  mine(count = 1): Block[] {
    const made: Block[] = [];
    for (let index = 0; index < count; index += 1) {
      const block = this.makeBlock(this.head().number + 1);
      this.blocks.push(block);
      for (const transfer of this.pool.splice(0)) this.execute(transfer, block);
      made.push(block);
    }
    return made;
  }

  /** Puts a pooled transfer in `block`; an expired broadcast is dropped as if never sent (the network forgets it). */
  private execute(transfer: ChainTransfer, block: Block): void {
    if (transfer.expiration !== undefined && transfer.expiration <= block.timestamp) {
      this.byId.delete(transfer.txId);
      return;
    }
    // A signed transfer runs the token's transfer(): short of balance, it reverts (mined, no log).
    if (transfer.expiration !== undefined)
      transfer.success = this.balanceOf(transfer.contract, transfer.from) >= transfer.value;
    transfer.block = block;
    if (transfer.success) {
      this.credit(transfer.contract, transfer.from, -transfer.value);
      this.credit(transfer.contract, transfer.to, transfer.value);
    }
    this.index(transfer.from, transfer);
    if (transfer.to !== transfer.from) this.index(transfer.to, transfer);
  }

  private credit(contract: string, address: string, value: bigint): void {
    const key = `${contract}:${address}`;
    this.balances.set(key, (this.balances.get(key) ?? 0n) + value);
  }

  /** The token balance of `address` after the mined blocks (raw 6-decimal units). */
  balanceOf(contract: string, address: string): bigint {
    return this.balances.get(`${contract}:${address}`) ?? 0n;
  }

  /** The block whose number ends in `refBlockBytes` and whose id holds `refBlockHash` (TaPoS), among the last 65,536. */
  hasRefBlock(refBlockBytes: string, refBlockHash: string): boolean {
    const recent = this.blocks.slice(-65_536);
    return recent.some(
      (block) =>
        block.number.toString(16).slice(-4).padStart(4, '0') === refBlockBytes &&
        block.id.slice(16, 32) === refBlockHash,
    );
  }

  private index(address: string, transfer: ChainTransfer): void {
    const list = this.byAddress.get(address);
    if (list) list.push(transfer);
    else this.byAddress.set(address, [transfer]);
  }

  head(): Block {
    return this.blocks.at(-1)!;
  }

  /** The newest block at least `solidifyDepth` below the head (the first block while the chain is young). */
  solidified(): Block {
    return this.blocks[Math.max(0, this.blocks.length - 1 - this.solidifyDepth)]!;
  }

  isSolidified(transfer: ChainTransfer): boolean {
    return transfer.block !== null && transfer.block.number <= this.solidified().number;
  }

  /** An address's mined transfers, in block order (shared: do not change it). */
  transfersOf(address: string): readonly ChainTransfer[] {
    return this.byAddress.get(address) ?? [];
  }

  find(txId: string): ChainTransfer | undefined {
    return this.byId.get(txId);
  }

  transferCount(): number {
    return this.byId.size;
  }
}
