/**
 * Whether a USDT Transfer event to one of our addresses is final, by the solidity node's receipt:
 * pure rules, no I/O. The event list alone is never trusted: the receipt says whether the call
 * succeeded, in which block, and that its log at the event's index moved this USDT to us.
 */
import type { FinalTransfer } from '../deposits';
import { tronAddressFromHex, tronAddressToHex } from '../tron';
import type { TransactionInfo } from './trongrid-client';
import { USDT_CONTRACT } from './trongrid-client';

/** keccak256("Transfer(address,address,uint256)"): topic 0 of every ERC20/TRC20 transfer log. */
export const TRANSFER_TOPIC = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
/** The USDT contract as a log names it: 20 bytes of hex, without the 41 prefix. */
const USDT_LOG_ADDRESS = (tronAddressToHex(USDT_CONTRACT) as string).slice(2);

export type Finality = 'final' | 'pending' | 'failed';

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

/** An event the watcher saw, as the event list told it (the receipt must agree before any credit). */
export type SeenTransfer = FinalTransfer;

/** What the solidity node's receipt says of a seen transfer. */
export type Confirmation =
  | { kind: 'final'; transfer: FinalTransfer }
  /** Solidified and not SUCCESS (REVERT, OUT_OF_ENERGY…): no USDT moved. */
  | { kind: 'failed'; answer: string }
  /** SUCCESS, yet no USDT Transfer log moves this amount to this address: the list and the chain disagree. */
  | { kind: 'contradicted'; answer: string }
  /** No receipt yet (`{}`), or in a block the node has not solidified. */
  | { kind: 'pending' };

/**
 * Judges `seen` by its receipt. The log at the event's own index is taken when it fits; else the
 * first unused fitting log (an indexer that numbers logs otherwise still finds the transfer once).
 */
export function confirmSeen(seen: SeenTransfer, info: TransactionInfo | null, solidifiedBlock: number): Confirmation {
  const finality = finalityOf(info, solidifiedBlock);
  if (finality === 'pending' || !info) return { kind: 'pending' };
  if (finality === 'failed') return { kind: 'failed', answer: `receipt ${info.receipt?.result ?? 'without result'}` };
  const fits = (log: TransferLog) => log.to === seen.to && log.from === seen.from && log.amount === seen.amount;
  const logs = usdtTransferLogs(info);
  const log = logs.find((candidate) => candidate.eventIndex === seen.eventIndex && fits(candidate)) ?? logs.find(fits);
  if (!log) return { kind: 'contradicted', answer: 'receipt SUCCESS without this USDT Transfer' };
  return {
    kind: 'final',
    transfer: {
      txId: seen.txId,
      eventIndex: log.eventIndex,
      from: log.from,
      to: log.to,
      amount: log.amount,
      blockNumber: info.blockNumber as number,
      blockTimestamp: info.blockTimeStamp ?? seen.blockTimestamp,
    },
  };
}
