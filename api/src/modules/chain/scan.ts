/**
 * One receiving address, read from its cursor to the end of the list or its first transfer not
 * yet final. The cursor is a min_timestamp (inclusive) plus the transfers already handed over at
 * exactly that timestamp; it is written after each page is processed, never during one, so a
 * crash re-reads at most a page, and the intake's idempotency (txId + eventIndex) absorbs that.
 */
import type { AppContext } from '../../context';
import type { FinalTransfer, IntakeOutcome } from '../deposits/intake';
import { claimOf, classifyItem } from './classify';
import { receiptsOf, type ReceiptCache } from './receipts';
import type { BlockRef, TronClient, Trc20Item } from './trongrid-client';
import { selectCursor, upsertCursor } from './store';

/** What the watcher hands final transfers to (the deposits module), and which addresses it reads. */
export interface DepositIntake {
  watchedAddresses(): Promise<string[]>;
  receiveFinalTransfer(transfer: FinalTransfer): Promise<IntakeOutcome>;
}

export interface ScanDeps {
  client: TronClient;
  intake: DepositIntake;
  receipts: ReceiptCache;
  log: (message: string) => void;
  /** No new page is read after this time (the pass must end inside its lease); the next pass goes on. */
  deadline?: Date;
}

export interface ScanCounts {
  pages: number;
  handedOver: number;
  outcomes: Record<IntakeOutcome, number>;
  ignored: number;
  /** Whether the scan stopped at a transfer not yet final (it is read again next pass). */
  waiting: boolean;
}

/** Where the next read starts: min_timestamp, and the `txid:eventIndex` handed over at exactly it. */
interface Progress {
  minTimestamp: number;
  doneAtCursor: Set<string>;
}

const emptyCounts = (): ScanCounts => ({
  pages: 0,
  handedOver: 0,
  outcomes: { credited: 0, unmatched: 0, duplicate: 0 },
  ignored: 0,
  waiting: false,
});

/** Moves `progress` to an item's timestamp: items before it are all processed (the list is oldest first). */
function reach(progress: Progress, timestamp: number): void {
  if (timestamp <= progress.minTimestamp) return;
  progress.minTimestamp = timestamp;
  progress.doneAtCursor = new Set();
}

const pastDeadline = (context: AppContext, deadline: Date | undefined) =>
  deadline !== undefined && context.now() >= deadline;

export async function scanAddress(
  context: AppContext,
  deps: ScanDeps,
  address: string,
  solidified: BlockRef,
): Promise<ScanCounts> {
  const counts = emptyCounts();
  const stored = await selectCursor(context.db, address);
  // A new address is read from the start: a payment made before it was watched is never lost.
  const start = stored ? Number(stored.min_timestamp) : 0;
  const progress: Progress = {
    minTimestamp: start,
    doneAtCursor: new Set(stored ? (JSON.parse(stored.done_at_cursor) as string[]) : []),
  };
  // Log indexes already given per transaction in this pass: identical items get distinct ones.
  const usedIndexes = new Map<string, Set<number>>();
  let fingerprint: string | undefined;
  do {
    // Every page is the same query (from `start`); the fingerprint says where in it.
    const page = await deps.client.trc20TransfersTo(address, start, fingerprint);
    counts.pages += 1;
    const handedBefore = counts.handedOver;
    await processPage(deps, page.items, address, solidified, { progress, usedIndexes, counts });
    await upsertCursor(context.db, {
      address,
      minTimestamp: progress.minTimestamp,
      doneAtCursor: [...progress.doneAtCursor],
      handedOver: counts.handedOver - handedBefore,
      now: context.now(),
    });
    fingerprint = page.fingerprint;
  } while (fingerprint !== undefined && !counts.waiting && !pastDeadline(context, deps.deadline));
  return counts;
}

async function processPage(
  deps: ScanDeps,
  items: readonly Trc20Item[],
  address: string,
  solidified: BlockRef,
  state: { progress: Progress; usedIndexes: Map<string, Set<number>>; counts: ScanCounts },
): Promise<void> {
  const { progress, usedIndexes, counts } = state;
  // A transfer timed after the solidified block cannot be final yet: no receipt is asked for it.
  const counted = items
    .filter((item) => item.block_timestamp <= solidified.timestamp && claimOf(item, address).counts)
    .map((item) => item.transaction_id);
  const receipts = await receiptsOf(deps.client, deps.receipts, counted, solidified.number);
  for (const item of items) {
    const used = usedIndexes.get(item.transaction_id) ?? new Set<number>();
    usedIndexes.set(item.transaction_id, used);
    const verdict = classifyItem(item, address, receipts.get(item.transaction_id) ?? null, solidified, used);
    if (verdict.kind === 'pending') {
      // Everything before it is processed: the next pass starts at its timestamp.
      reach(progress, item.block_timestamp);
      counts.waiting = true;
      return;
    }
    if (verdict.kind === 'ignore') {
      counts.ignored += 1;
      if (/^(no matching|receipt|no receipt)/.test(verdict.reason))
        deps.log(`chain watcher: ${item.transaction_id} to ${address} not counted: ${verdict.reason}`);
      reach(progress, item.block_timestamp);
      continue;
    }
    const key = `${verdict.transfer.txId}:${verdict.transfer.eventIndex}`;
    const alreadyHanded = item.block_timestamp === progress.minTimestamp && progress.doneAtCursor.has(key);
    reach(progress, item.block_timestamp);
    if (alreadyHanded) continue;
    const outcome = await deps.intake.receiveFinalTransfer(verdict.transfer);
    counts.handedOver += 1;
    counts.outcomes[outcome] += 1;
    if (item.block_timestamp === progress.minTimestamp) progress.doneAtCursor.add(key);
  }
}
