/**
 * PLACEHOLDER of the deposits module's intake, only so the chain watcher's branch builds: the
 * deposits engineer's real intake.ts (matching, ledger credit, unmatched deposits) replaces this
 * file at merge. It credits nothing; it only remembers transfers in memory, idempotent on
 * txId + eventIndex, and watches no address.
 */
import type { AppContext } from '../../context';

/** A USDT transfer to one of our addresses, final on chain (solidified, receipt SUCCESS). */
export interface FinalTransfer {
  txId: string;
  eventIndex: number;
  from: string;
  to: string;
  amount: bigint;
  blockNumber: number;
  blockTimestamp: number;
}

export type IntakeOutcome = 'credited' | 'unmatched' | 'duplicate';

const received = new WeakMap<AppContext, Set<string>>();

/** PLACEHOLDER: 'unmatched' the first time a txId + eventIndex comes, 'duplicate' after. */
export async function receiveFinalTransfer(context: AppContext, transfer: FinalTransfer): Promise<IntakeOutcome> {
  const seen = received.get(context) ?? new Set<string>();
  received.set(context, seen);
  const key = `${transfer.txId}:${transfer.eventIndex}`;
  if (seen.has(key)) return 'duplicate';
  seen.add(key);
  return 'unmatched';
}

/** PLACEHOLDER: the receiving addresses (pool and derived) the watcher reads; none here. */
export async function watchedAddresses(_context: AppContext): Promise<string[]> {
  return [];
}
