/**
 * Whether a TRON transaction an operator names pays a withdrawal: read from the solidity node
 * (never the list, never a symbol) and judged by pure rules before any hold is captured; one the
 * full node has but the solidity node not yet is told apart from one the chain does not know.
 */
import { apiMessages } from 'shared-contracts';
import { refuse } from '../../../errors';
import { BudgetSpentError, usdtTransferLogs, TronApiError, type TransactionInfo, type TronClient } from '../../chain';
import { readSighting, readSightingBlocks, sightingOf, type Sighting } from './chain-sighting';

/** What the transaction must do: pay at least `amount` micro-USDT to `address`, at or after `notBeforeMs`. */
export interface ExpectedPayout {
  address: string;
  amount: bigint;
  /** The withdrawal's request time (ms since the epoch): an older transaction paid something else. */
  notBeforeMs: number;
}

/** Paid, with what the bound address received; or the refusal to show the operator. */
export type PayoutVerdict = { paid: true; received: bigint } | { paid: false; message: string };

/**
 * Judges a solidity-node receipt (null: the node has none) against the solidified block.
 * @example judgePayout(null, 100, expected) // { paid: false, message: withdrawTxNotFound }
 */
export function judgePayout(
  info: TransactionInfo | null,
  solidifiedBlock: number,
  expected: ExpectedPayout,
): PayoutVerdict {
  const refused = (message: string): PayoutVerdict => ({ paid: false, message });
  if (!info || info.blockNumber === undefined) return refused(apiMessages.withdrawTxNotFound);
  if (info.blockNumber > solidifiedBlock) return refused(apiMessages.withdrawTxNotSolid);
  const result = info.receipt?.result;
  // A contract call always has a result; a plain TRX transfer has none, and is no USDT transfer at all.
  if (result !== undefined && result !== 'SUCCESS') return refused(apiMessages.withdrawTxFailed);
  const logs = usdtTransferLogs(info);
  if (result === undefined || logs.length === 0) return refused(apiMessages.withdrawTxWrongToken);
  const toBound = logs.filter((log) => log.to === expected.address);
  if (toBound.length === 0) return refused(apiMessages.withdrawTxWrongAddress);
  // One transaction may carry several transfers to the address (a batch contract): they count together.
  const received = toBound.reduce((sum, log) => sum + log.amount, 0n);
  if (received < expected.amount) return refused(apiMessages.withdrawTxTooLittle);
  if (info.blockTimeStamp === undefined || info.blockTimeStamp < expected.notBeforeMs)
    return refused(apiMessages.withdrawTxTooOld);
  return { paid: true, received };
}

/** A manual payout's check: paid (solidified and judged), or seen in a block not yet solidified (n/19, to be watched). */
export type ManualPayoutCheck =
  | { kind: 'paid'; received: bigint }
  | { kind: 'seen'; blockNumber: number | null; confirmations: number; expiresAt: string | null };

/** Judges a receipt's content only (address, amount, token, time): a solid sighting is final already, the full node's is judged early. */
const NO_FINALITY = Number.MAX_SAFE_INTEGER;

/**
 * Reads where `txId` stands (chain-sighting.ts) and judges it: a solidified receipt as before; a
 * transaction seen but not solidified is judged on the full node's receipt, so a wrong one is refused
 * now rather than after a minute's wait.
 * @throws a refusal: 链上未找到该交易，请核对交易哈希 (both nodes `{}`), the verdict's message, or
 *   链上查询失败 (503) when the TRON API cannot answer or its nodes contradict each other (nothing decided)
 */
export async function checkManualPayout(
  client: TronClient,
  txId: string,
  expected: ExpectedPayout,
): Promise<ManualPayoutCheck> {
  let sighting: Sighting;
  try {
    sighting = sightingOf(await readSighting(client, txId, await readSightingBlocks(client)));
  } catch (error) {
    if (error instanceof TronApiError || error instanceof BudgetSpentError)
      throw refuse(apiMessages.withdrawChainUnavailable, 503);
    throw error;
  }
  if (sighting.kind === 'lagging') throw refuse(apiMessages.withdrawChainUnavailable, 503);
  if (sighting.kind === 'unknown') throw refuse(apiMessages.withdrawTxNotFound);
  if (sighting.kind === 'solid') {
    const verdict = judgePayout(sighting.info, NO_FINALITY, expected);
    if (!verdict.paid) throw refuse(verdict.message);
    return { kind: 'paid', received: verdict.received };
  }
  if (sighting.headInfo?.blockNumber !== undefined) {
    const early = judgePayout(sighting.headInfo, NO_FINALITY, expected);
    if (!early.paid) throw refuse(early.message);
  }
  const { blockNumber, confirmations, expiresAt } = sighting;
  return { kind: 'seen', blockNumber, confirmations, expiresAt };
}
