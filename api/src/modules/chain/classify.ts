/**
 * Which TRC20 list items are USDT deposits to us, and final: pure rules, no I/O. The list alone is
 * never trusted: the token is checked by contract (fake tokens call themselves USDT), and the
 * solidity node's receipt says whether it succeeded, in which block, and at which log index.
 */
import type { FinalTransfer } from '../deposits/intake';
import { tronAddressFromHex, tronAddressToHex } from '../tron/address';
import type { TransactionInfo, Trc20Item } from './trongrid-client';
import { USDT_CONTRACT } from './trongrid-client';

/** keccak256("Transfer(address,address,uint256)"): topic 0 of every ERC20/TRC20 transfer log. */
export const TRANSFER_TOPIC = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
/** The USDT contract as a log names it: 20 bytes of hex, without the 41 prefix. */
const USDT_LOG_ADDRESS = (tronAddressToHex(USDT_CONTRACT) as string).slice(2);

/** A list item's claim: USDT to `address`, this many micro-USDT; or why it does not count at all. */
export type ItemClaim = { counts: true; amount: bigint } | { counts: false; reason: string };

/** What the list says, before any receipt: the token by contract (never symbol), the recipient, a whole value. */
export function claimOf(item: Trc20Item, watchedAddress: string): ItemClaim {
  if (item.token_info?.address !== USDT_CONTRACT) return { counts: false, reason: 'not the USDT contract' };
  if (item.type !== undefined && item.type !== 'Transfer') return { counts: false, reason: `a ${item.type}` };
  if (item.to !== watchedAddress) return { counts: false, reason: 'not to this address' };
  if (typeof item.value !== 'string' || !/^(0|[1-9][0-9]{0,76})$/.test(item.value))
    return { counts: false, reason: 'value is no whole number' };
  // Zero-value transfers are the dust of address poisoning: nothing to credit, nothing for an operator.
  if (item.value === '0') return { counts: false, reason: 'zero value' };
  return { counts: true, amount: BigInt(item.value) };
}

export type Finality = 'final' | 'pending' | 'failed';

/** How long past solidification a listed transfer may still lack its receipt before it counts as dropped. */
export const DROPPED_AFTER_MS = 5 * 60_000;

/**
 * Final: the solidity node has a receipt, in a block at or below the solidified one, saying
 * SUCCESS. No receipt yet, or a block above: pending (read again later). Failed: solidified, and
 * not SUCCESS (REVERT, OUT_OF_ENERGY…): TronGrid's list may still show it; it never counts.
 */
export function finalityOf(info: TransactionInfo | null, solidifiedBlock: number): Finality {
  if (!info || info.blockNumber === undefined || info.blockNumber > solidifiedBlock) return 'pending';
  return info.receipt?.result === 'SUCCESS' ? 'final' : 'failed';
}

/** A USDT Transfer log of a receipt, by its index among the transaction's logs. */
export interface TransferLog {
  eventIndex: number;
  from: string;
  to: string;
  amount: bigint;
}

const addressOfTopic = (topic: string) => (/^[0-9a-f]{64}$/i.test(topic) ? tronAddressFromHex(topic.slice(24)) : null);

/** The receipt's Transfer logs of the USDT contract (any other contract's logs are not ours). */
export function usdtTransferLogs(info: TransactionInfo): TransferLog[] {
  const logs: TransferLog[] = [];
  (info.log ?? []).forEach((log, eventIndex) => {
    const contract = log.address.toLowerCase().replace(/^(0x|41(?=[0-9a-f]{40}$))/, '');
    const [topic0, fromTopic, toTopic] = log.topics;
    if (contract !== USDT_LOG_ADDRESS || topic0 === undefined || fromTopic === undefined || toTopic === undefined)
      return;
    if (topic0.toLowerCase().replace(/^0x/, '') !== TRANSFER_TOPIC) return;
    const from = addressOfTopic(fromTopic);
    const to = addressOfTopic(toTopic);
    const data = (log.data ?? '').replace(/^0x/, '');
    if (!from || !to || !/^[0-9a-f]{1,64}$/i.test(data)) return;
    logs.push({ eventIndex, from, to, amount: BigInt(`0x${data}`) });
  });
  return logs;
}

/**
 * The log of `info` that a list item stands for: the first not yet `used` with the same from, to
 * and amount, so identical transfers of one transaction get distinct indexes, in order. Null when
 * no log fits (the list and the chain disagree: the item does not count).
 */
export function eventIndexOf(
  logs: readonly TransferLog[],
  item: { from?: string; to?: string },
  amount: bigint,
  used: Set<number>,
): number | null {
  const log = logs.find(
    (candidate) =>
      !used.has(candidate.eventIndex) &&
      candidate.from === item.from &&
      candidate.to === item.to &&
      candidate.amount === amount,
  );
  if (!log) return null;
  used.add(log.eventIndex);
  return log.eventIndex;
}

/** What the watcher does with one list item. */
export type Verdict =
  { kind: 'ignore'; reason: string } | { kind: 'pending' } | { kind: 'final'; transfer: FinalTransfer };

/**
 * One list item to `watchedAddress`, with its transaction's receipt (null: none yet) and the
 * transaction's log indexes already given to earlier items (this call adds the one it gives).
 */
export function classifyItem(
  item: Trc20Item,
  watchedAddress: string,
  info: TransactionInfo | null,
  solidified: { number: number; timestamp: number },
  usedIndexes: Set<number>,
): Verdict {
  const claim = claimOf(item, watchedAddress);
  if (!claim.counts) return { kind: 'ignore', reason: claim.reason };
  const finality = finalityOf(info, solidified.number);
  // A listed transfer the solidity node still has no receipt for, long after its block time was
  // solidified, is not on the chain (its block was forked away): waiting on it would hold the
  // address's cursor, and every later payment to it, forever.
  if (!info && item.block_timestamp < solidified.timestamp - DROPPED_AFTER_MS)
    return { kind: 'ignore', reason: 'no receipt 5 minutes after its block time was solidified: not on the chain' };
  if (finality === 'pending' || !info) return { kind: 'pending' };
  if (finality === 'failed') return { kind: 'ignore', reason: `receipt ${info.receipt?.result ?? 'without result'}` };
  const eventIndex = eventIndexOf(usdtTransferLogs(info), item, claim.amount, usedIndexes);
  if (eventIndex === null) return { kind: 'ignore', reason: 'no matching Transfer log in the receipt' };
  return {
    kind: 'final',
    transfer: {
      txId: item.transaction_id,
      eventIndex,
      from: item.from as string,
      to: watchedAddress,
      amount: claim.amount,
      blockNumber: info.blockNumber as number,
      blockTimestamp: item.block_timestamp,
    },
  };
}
