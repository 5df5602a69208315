/**
 * Where a manual payout's transaction stands on chain, told apart before anything is judged:
 * solid (the solidity node's receipt in a solidified block), seen (the full node has it, in a block
 * not yet solidified: n/19 confirmations), unknown (the full node's transaction and the solidity
 * node's receipt both `{}`), or lagging (the nodes contradict each other). Error bodies, 429 and the
 * network never get this far: tron-http.ts throws them as TronApiError, which is never "unknown".
 */
import { confirmationsOf } from 'shared-contracts';
import type { BlockRef, HeadTransaction, TransactionInfo, TronClient } from '../../chain';

/** The two blocks a sighting is measured against, read once (a pass of the job reads them once for every payout). */
export interface SightingBlocks {
  solidified: BlockRef;
  head: BlockRef;
}

/** What the nodes said of one transaction; the full node is asked only when the solidity node has no final receipt. */
export interface SightingReading extends SightingBlocks {
  /** The solidity node's receipt (null: `{}`). */
  info: TransactionInfo | null;
  /** The full node's transaction (null: `{}`; undefined: not asked). */
  headTransaction?: HeadTransaction | null;
  /** The full node's receipt, asked once it has the transaction (null: `{}`; undefined: not asked). */
  headInfo?: TransactionInfo | null;
}

export type Sighting =
  | { kind: 'solid'; info: TransactionInfo }
  | {
      kind: 'seen';
      /** The full node's block of it; null while it has the transaction without its receipt. */
      blockNumber: number | null;
      confirmations: number;
      /** The transaction's own expiration (ISO): past it, a transaction that is gone can never come back. */
      expiresAt: string | null;
      headInfo: TransactionInfo | null;
    }
  | { kind: 'unknown' }
  | { kind: 'lagging'; why: string };

/**
 * Classifies a reading: any node that knows the transaction makes it seen, so one lagging endpoint's
 * `{}` never reads as unknown; a full node behind the solidity node says nothing at all.
 * @example sightingOf({ solidified, head, info: null, headTransaction: null }) // { kind: 'unknown' }
 */
export function sightingOf(reading: SightingReading): Sighting {
  const { info, solidified, head } = reading;
  if (info && info.blockNumber !== undefined && info.blockNumber <= solidified.number) return { kind: 'solid', info };
  if (head.number < solidified.number)
    return {
      kind: 'lagging',
      why: `full node at block ${head.number} behind the solidified block ${solidified.number}`,
    };
  const headTransaction = reading.headTransaction ?? null;
  const headInfo = reading.headInfo ?? null;
  if (info === null && headTransaction === null && headInfo === null) return { kind: 'unknown' };
  const blockNumber = headInfo?.blockNumber ?? info?.blockNumber ?? null;
  const expiration = headTransaction?.expiration ?? null;
  return {
    kind: 'seen',
    blockNumber,
    confirmations: blockNumber === null ? 0 : confirmationsOf(head.number, blockNumber),
    expiresAt: expiration === null ? null : new Date(expiration).toISOString(),
    headInfo,
  };
}

/** The solidified block, then the head: both before any receipt, so a receipt's block is never judged against a later one. */
export async function readSightingBlocks(client: TronClient): Promise<SightingBlocks> {
  const solidified = await client.solidifiedBlock();
  return { solidified, head: await client.headBlock() };
}

/**
 * Reads what `sightingOf` needs of `txId`: the solidity receipt, and only when it is not final the
 * full node's transaction and (when it has it) its receipt. One to three requests.
 * @throws TronApiError (an error answer, a rate limit, the network) or BudgetSpentError: nothing read
 */
export async function readSighting(client: TronClient, txId: string, blocks: SightingBlocks): Promise<SightingReading> {
  const info = await client.transactionInfo(txId);
  if (info && info.blockNumber !== undefined && info.blockNumber <= blocks.solidified.number)
    return { ...blocks, info };
  const headTransaction = await client.headTransaction(txId);
  const headInfo = headTransaction === null ? null : await client.headTransactionInfo(txId);
  return { ...blocks, info, headTransaction, headInfo };
}
