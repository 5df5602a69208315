/**
 * Reads confirmed USDT Transfer events over a time window, page by page, and keeps what concerns
 * us: a transfer to one of our addresses is noted as pending (the solidity node confirms it next),
 * one from our addresses is an outflow for the reconciliation. What the scan costs depends on
 * USDT's traffic, never on the number of players.
 */
import type { AppContext } from '../../context';
import type { OurAddresses } from './our-addresses';
import { insertOutflowOnce, insertPendingOnce } from './store';
import type { TronClient, UsdtTransferEvent } from './trongrid-client';

/** One block: each read starts this far before its cursor, since min_block_timestamp's inclusiveness is undocumented. */
export const REREAD_MS = 3_000;

export interface ScanTarget {
  client: TronClient;
  addresses: OurAddresses;
  /** Whether a transfer is recorded and settled already (a re-read asks no receipt for it). */
  isRecorded(txId: string, eventIndex: number): Promise<boolean>;
}

export interface ScanProgress {
  pages: number;
  events: number;
  noted: number;
  outflows: number;
  /** Every event before this time (ms) was read and kept; the caller stores it. */
  reached: number;
  /** The window was read to its end. */
  complete: boolean;
}

/**
 * Reads from `from` (ms, already a block before the cursor) to `to` (ms, or the newest), calling
 * `onPage` with the time reached after each page is kept; stops at the end, at `deadline`, or when
 * `shouldStop` says so. Errors (an Error body, a rate limit, the budget) propagate: what was kept stays.
 */
export async function scanEvents(
  context: AppContext,
  target: ScanTarget,
  window: { from: number; to?: number },
  onPage: (reached: number) => Promise<void>,
  shouldStop: () => boolean,
): Promise<ScanProgress> {
  const progress: ScanProgress = { pages: 0, events: 0, noted: 0, outflows: 0, reached: window.from, complete: false };
  let fingerprint: string | undefined;
  do {
    const page = await target.client.usdtTransferEvents(
      { minTimestamp: window.from, maxTimestamp: window.to },
      fingerprint,
    );
    progress.pages += 1;
    progress.events += page.size;
    for (const event of page.events) await keep(context, target, event, progress);
    // The page is oldest first: everything before its last event's time is read (that time is read again next).
    const last = page.events.at(-1)?.blockTimestamp;
    if (last !== undefined) progress.reached = Math.max(progress.reached, last);
    fingerprint = page.fingerprint;
    if (fingerprint === undefined) progress.complete = true;
    await onPage(progress.reached);
  } while (fingerprint !== undefined && !shouldStop());
  return progress;
}

async function keep(context: AppContext, target: ScanTarget, event: UsdtTransferEvent, progress: ScanProgress) {
  // Zero-value transfers are the dust of address poisoning: nothing to credit, nothing for an operator.
  if (event.amount === null || event.amount === 0n) return;
  const row = {
    tx_id: event.txId,
    event_index: event.eventIndex,
    from_address: event.from,
    to_address: event.to,
    raw_amount: event.amount.toString(),
    block_number: event.blockNumber,
    block_timestamp: event.blockTimestamp,
  };
  if (target.addresses.has(event.to) && !(await target.isRecorded(event.txId, event.eventIndex))) {
    await insertPendingOnce(context.db, { ...row, seen_at: context.now().toISOString() });
    progress.noted += 1;
  }
  if (target.addresses.has(event.from)) {
    await insertOutflowOnce(context.db, { ...row, created_at: context.now().toISOString() });
    progress.outflows += 1;
  }
}
