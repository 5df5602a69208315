/**
 * What the chain keeps: blocks and the transactions they hold. One file, as each refers to the
 * other (a block lists its transactions, a transaction names its block).
 */
import type { CallKind } from './token-abi';

export interface Block {
  number: number;
  timestamp: number;
  id: string;
  parentHash: string;
  txTrieRoot: string;
  /** The producer's `41…` hex address. */
  witness: string;
  /** The transactions it holds, in order (reverted ones too; a dropped broadcast is in none). */
  transactions: ChainTransfer[];
}

/** What a transaction's raw data says besides its call: TaPoS, times, fee limit (and a broadcast's call as signed). */
export interface RawEnvelope {
  refBlockBytes: string;
  refBlockHash: string;
  expiration: number;
  timestamp: number;
  feeLimit?: number;
  /** A broadcast's call data as signed; a faucet transaction's is derived from its transfer. */
  data?: string;
  memo?: string;
  callValue?: number;
  permissionId?: number;
}

export interface ChainTransfer {
  txId: string;
  /** transfer() or approve(): for an approval `from` is the owner and `to` the spender. */
  kind: CallKind;
  contract: string;
  from: string;
  to: string;
  /** Raw units (6 decimals). */
  value: bigint;
  success: boolean;
  block: Block | null;
  /** A signed broadcast's expiration (ms): the network drops it when no block before then takes it. */
  expiration?: number;
  hiddenFromAccountIndex?: boolean;
  raw: RawEnvelope;
  /** A broadcast's signatures and its raw data as the node re-serialised it (the faucet's are made up). */
  signature?: string[];
  rawDataHex?: string;
}
