/**
 * Whether a TRON transaction an operator names pays a withdrawal: read from the solidity node
 * (never the list, never a symbol) and judged by pure rules before any hold is captured.
 */
import { apiMessages } from 'shared-contracts';
import { refuse } from '../../../errors';
import { usdtTransferLogs, TronApiError, type TransactionInfo, type TronClient } from '../../chain';

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
  if (!info || info.blockNumber === undefined || info.blockNumber > solidifiedBlock)
    return refused(apiMessages.withdrawTxNotFound);
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

/**
 * Reads `txId`'s receipt and the solidified block, then judges them; the amount the address received.
 * @throws a refusal with the verdict's message, or 链上查询失败 when the TRON API cannot answer (nothing decided)
 */
export async function verifyPayoutOnChain(client: TronClient, txId: string, expected: ExpectedPayout): Promise<bigint> {
  let info: TransactionInfo | null;
  let solidified: number;
  try {
    info = await client.transactionInfo(txId);
    // Read after the receipt: a block solidified by then is at most this one.
    solidified = (await client.solidifiedBlock()).number;
  } catch (error) {
    if (error instanceof TronApiError) throw refuse(apiMessages.withdrawChainUnavailable, 503);
    throw error;
  }
  const verdict = judgePayout(info, solidified, expected);
  if (!verdict.paid) throw refuse(verdict.message);
  return verdict.received;
}
