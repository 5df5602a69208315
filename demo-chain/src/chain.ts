/**
 * The chain's state: blocks, TRC20 transfers and approvals with their receipts, in memory. A
 * transaction waits in the pool until the next block; a block is solidified `solidifyDepth` blocks
 * later (19 on TRON). Balances follow the mined transfers; the test wallet's transfers need none
 * (a faucet), while a signed broadcast executes like the real contract: it reverts when its sender
 * is short. Two indexes in block order serve TronGrid's v1 lists, which are built from events: each
 * address's successful transfers and approvals, and each contract's events.
 */
import { type Block, firstParentId, openBlock, sealBlock, slotAtOrBefore } from './blocks';
import { ListIndexes } from './indexes';
import { BalanceBook } from './ledger';
import { encodeTriggerRaw, sha256Hex } from './raw-data';
import {
  type ApprovalInput,
  type ChainTransfer,
  checkApprovals,
  checkTransfers,
  faucetApproval,
  faucetTransfer,
  newTransaction,
  type SignedTransferInput,
  type TransferInput,
  triggerRawOf,
} from './transactions';

export { parseTokenAmount } from './transactions';
export type { ChainTransfer, TransferInput } from './transactions';

export interface ChainOptions {
  solidifyDepth?: number;
  /** Number of the first block (a real-looking height). */
  firstBlock?: number;
  /** The slot length (TRON: 3000). */
  blockMs?: number;
  now?: () => number;
}

export class Chain {
  readonly solidifyDepth: number;
  readonly blockMs: number;
  private readonly firstNumber: number;
  private readonly blocks: Block[] = [];
  private readonly blocksById = new Map<string, Block>();
  private readonly pool: ChainTransfer[] = [];
  private readonly byId = new Map<string, ChainTransfer>();
  private readonly lists = new ListIndexes();
  private readonly balances = new BalanceBook();
  private readonly now: () => number;

  constructor(options: ChainOptions = {}) {
    this.solidifyDepth = options.solidifyDepth ?? 19;
    this.blockMs = options.blockMs ?? 3000;
    this.now = options.now ?? Date.now;
    this.firstNumber = options.firstBlock ?? 60_000_000;
    // solidifyDepth blocks already made, so solidified = head − 19 from the first moment; the last on
    // the slot before now's, so the next block can take now's slot.
    const last = slotAtOrBefore(this.now(), this.blockMs) - this.blockMs;
    let parent = firstParentId(this.firstNumber);
    for (let index = 0; index <= this.solidifyDepth; index += 1) {
      const timestamp = last - (this.solidifyDepth - index) * this.blockMs;
      parent = this.append(sealBlock(openBlock(this.firstNumber + index, timestamp, parent))).id;
    }
  }

  /** The chain's clock (ms): it stamps blocks and times requests. */
  clock(): number {
    return this.now();
  }

  /** Puts a transfer in the pool (it is in the next block); refuses bad addresses and amounts. */
  transfer(input: TransferInput): ChainTransfer {
    return this.transferMany([input])[0]!;
  }

  /** Puts every transfer in the pool, or none when any is invalid (a batch is never half made). */
  transferMany(inputs: readonly TransferInput[]): ChainTransfer[] {
    checkTransfers(inputs);
    return inputs.map((input) => this.pooledFaucet(faucetTransfer(input, this.head(), this.now())));
  }

  /** Pools approve(spender, amount) calls by their owners, all or none; each logs an Approval. */
  approveMany(inputs: readonly ApprovalInput[]): ChainTransfer[] {
    checkApprovals(inputs);
    return inputs.map((input) => this.pooledFaucet(faucetApproval(input, this.head(), this.now())));
  }

  /** Pools a test-wallet transaction, its id the hash of its bytes. */
  private pooledFaucet(transfer: ChainTransfer): ChainTransfer {
    // The same transfer twice in one ms would be the same bytes: the second is made a ms later, as a wallet would.
    for (;;) {
      transfer.txId = sha256Hex(encodeTriggerRaw(triggerRawOf(transfer)));
      if (!this.byId.has(transfer.txId)) break;
      transfer.raw.timestamp += 1;
    }
    this.pooled(transfer);
    return transfer;
  }

  /** Pools a signed transfer the node accepted; it executes in the next block. */
  pushSigned(input: SignedTransferInput): ChainTransfer {
    const transfer = newTransaction({ ...input, kind: 'transfer', success: true });
    this.pooled(transfer);
    return transfer;
  }

  /** The pool's newest submission time: a block is never stamped before a transaction it carries was sent. */
  private pooledAt = 0;

  private pooled(transfer: ChainTransfer): void {
    this.pool.push(transfer);
    this.byId.set(transfer.txId, transfer);
    this.pooledAt = Math.max(this.pooledAt, this.now());
  }

  /** Produces `count` blocks now; the first takes every pooled transaction that has not expired. */
  mine(count = 1): Block[] {
    const made: Block[] = [];
    for (let index = 0; index < count; index += 1) {
      const head = this.head();
      // The first free slot at or before now, always after the head's, and never before a pooled
      // transaction was sent (as on TRON, where a transaction waits for the next slot).
      const sent = this.pool.length > 0 ? slotAtOrBefore(this.pooledAt - 1, this.blockMs) + this.blockMs : 0;
      const timestamp = Math.max(slotAtOrBefore(this.now(), this.blockMs), head.timestamp + this.blockMs, sent);
      const block = openBlock(head.number + 1, timestamp, head.id);
      for (const transfer of this.pool.splice(0)) this.execute(transfer, block);
      made.push(this.append(sealBlock(block)));
    }
    return made;
  }

  private append(block: Block): Block {
    this.blocks.push(block);
    this.blocksById.set(block.id, block);
    return block;
  }

  /** Puts a pooled transaction in `block`; an expired broadcast is dropped as if never sent (the network forgets it). */
  private execute(transfer: ChainTransfer, block: Block): void {
    if (transfer.expiration !== undefined && transfer.expiration <= block.timestamp) {
      this.byId.delete(transfer.txId);
      return;
    }
    // A signed transfer runs the token's transfer(): short of balance, it reverts (mined, no log).
    if (transfer.expiration !== undefined)
      transfer.success = this.balances.balanceOf(transfer.contract, transfer.from) >= transfer.value;
    transfer.block = block;
    block.transactions.push(transfer);
    // The v1 lists are built from events: a reverted call has none, so it is in neither.
    if (!transfer.success) return;
    if (transfer.kind === 'transfer') {
      this.balances.credit(transfer.contract, transfer.from, -transfer.value, block.number);
      this.balances.credit(transfer.contract, transfer.to, transfer.value, block.number);
    }
    this.lists.add(transfer);
  }

  /** The token balance of `address` after block `blockNumber` (default: the head), raw 6-decimal units. */
  balanceOf(contract: string, address: string, blockNumber?: number): bigint {
    return this.balances.balanceOf(contract, address, blockNumber);
  }

  /** Whether a block of the last 65,536 ends in `refBlockBytes` and holds `refBlockHash` in its id (TaPoS). */
  hasRefBlock(refBlockBytes: string, refBlockHash: string): boolean {
    if (!/^[0-9a-f]{4}$/.test(refBlockBytes)) return false;
    const head = this.head().number;
    const number = head - ((((head - parseInt(refBlockBytes, 16)) % 65_536) + 65_536) % 65_536);
    return this.blockByNumber(number)?.id.slice(16, 32) === refBlockHash;
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

  blockByNumber(number: number): Block | undefined {
    return Number.isSafeInteger(number) ? this.blocks[number - this.firstNumber] : undefined;
  }

  blockById(id: string): Block | undefined {
    return this.blocksById.get(id.toLowerCase());
  }

  /** An address's listed transactions (successful, not hidden), in block order (shared: do not change it). */
  transfersOf(address: string): readonly ChainTransfer[] {
    return this.lists.transfersOf(address);
  }

  /** A contract's events (one per successful transaction), in block order (shared: do not change it). */
  eventsOf(contract: string): readonly ChainTransfer[] {
    return this.lists.eventsOf(contract);
  }

  find(txId: string): ChainTransfer | undefined {
    return this.byId.get(txId);
  }

  transferCount(): number {
    return this.byId.size;
  }
}
