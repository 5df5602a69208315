/**
 * Blocks as java-tron makes them: a timestamp on the producer's slot (every blockMs from a fixed
 * genesis), an id whose first 8 bytes are the number (so a transaction's ref_block_bytes and
 * ref_block_hash name it), the parent's id, a transaction root and one of 27 witnesses.
 */
import { createHash } from 'node:crypto';
import type { Block } from './chain-records';

export type { Block } from './chain-records';

/** Mainnet's first block: TRON's slots are every 3 s from it (any blockMs counts from it here). */
export const GENESIS_SLOT_MS = 1_529_891_469_000;
/** The block header version mainnet blocks carry (the docs' Nile capture). */
export const BLOCK_VERSION = 34;
const EMPTY_ROOT = '0'.repeat(64);

const sha256 = (text: string | Uint8Array) => createHash('sha256').update(text).digest('hex');

/** The latest slot at or before `at`. */
export const slotAtOrBefore = (at: number, blockMs: number) =>
  GENESIS_SLOT_MS + Math.floor((at - GENESIS_SLOT_MS) / blockMs) * blockMs;

/** The 27 super representatives, producing in turn (fixed, so a block's witness is reproducible). */
const WITNESSES = Array.from({ length: 27 }, (_, index) => `41${sha256(`demo-chain witness ${index}`).slice(0, 40)}`);

/** A block id: the number in its first 8 bytes, big-endian, then 24 bytes of the header's hash. */
export const blockIdOf = (number: number, headerHash: string) =>
  `${number.toString(16).padStart(16, '0')}${headerHash.slice(16, 64)}`;

/** A new block on `timestamp`'s slot after `parent`; seal() it once its transactions are in. */
export function openBlock(number: number, timestamp: number, parentHash: string): Block {
  return {
    number,
    timestamp,
    id: '',
    parentHash,
    txTrieRoot: EMPTY_ROOT,
    witness: WITNESSES[number % WITNESSES.length]!,
    transactions: [],
  };
}

/** Fixes the transaction root and the id (a hash of the header, which names the root). */
export function sealBlock(block: Block): Block {
  if (block.transactions.length > 0)
    block.txTrieRoot = sha256(Buffer.concat(block.transactions.map((tx) => Buffer.from(tx.txId, 'hex'))));
  const header = `${block.number}:${block.timestamp}:${block.parentHash}:${block.txTrieRoot}:${block.witness}`;
  block.id = blockIdOf(block.number, sha256(header));
  return block;
}

/** The parent id of the first block the chain holds (the block before it is not kept). */
export const firstParentId = (number: number) => blockIdOf(number - 1, sha256(`demo-chain parent of ${number}`));

/** 65 bytes standing for the witness's signature of the block (nobody checks it). */
export const witnessSignatureOf = (block: Block) => `${sha256(`w1:${block.id}`)}${sha256(`w2:${block.id}`)}00`;

/** TaPoS: ref_block_bytes is the low 2 bytes of the number, ref_block_hash the id's bytes 8..16. */
export const refBlockBytesOf = (block: Block) => (block.number & 0xffff).toString(16).padStart(4, '0');
export const refBlockHashOf = (block: Block) => block.id.slice(16, 32);
