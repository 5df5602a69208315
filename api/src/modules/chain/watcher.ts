/**
 * One pass of the chain watcher: unless it is backing off, read the USDT Transfer events since the
 * cursor and note those to our addresses, confirm noted ones by the solidity node and hand them to
 * the deposits intake, then the hourly re-read and a paced balance reconciliation. Rate limits,
 * Error bodies, server and network errors make it wait (kept in the status row, by the context's
 * clock); a spent request budget only ends the pass early.
 */
import type { AppContext } from '../../context';
import type { FinalTransfer, IntakeOutcome } from '../deposits';
import { backoffDelayMs } from './backoff';
import { confirmPending, type ConfirmCounts } from './confirm';
import { REREAD_MS, scanEvents, type ScanProgress, type ScanTarget } from './event-scan';
import { OurAddresses, type AddressSource } from './our-addresses';
import { reconcileAllowance, reconcileBalances, type ReconcileCounts } from './reconcile';
import { BudgetSpentError } from './request-budget';
import { rewindStep } from './rewind';
import { advanceEventCursor, selectStatus, updateStatus, updateStatusWithError, type WatchStatus } from './store';
import { TronApiError, type TronClient } from './trongrid-client';

/** What the watcher hands final transfers to (the deposits module), and where it learns our addresses. */
export interface DepositIntake extends AddressSource {
  isRecorded(txId: string, eventIndex: number): Promise<boolean>;
  receiveFinalTransfer(transfer: FinalTransfer): Promise<IntakeOutcome>;
  /** The operators' row of a transfer the chain never confirmed. */
  giveUp(transfer: FinalTransfer): Promise<void>;
}

export interface WatcherDeps {
  client: TronClient;
  intake: DepositIntake;
  /** Our addresses, kept between passes of this process (each pass adds only the new ones). */
  addresses?: OurAddresses;
  log?: (message: string) => void;
  /** How long a pass may read (keep it well inside the job's lease); unlimited when unset. */
  budgetMs?: number;
  /** balanceOf reads a day for the reconciliation (0: none). */
  reconcilePerDay?: number;
}

/** The blocks are read this often, for the status and a first cursor: events need no block per pass. */
export const BLOCKS_EVERY_MS = 60_000;
/** A first pass starts this far before the solidified block (deposits made while no watcher ran). */
export const FIRST_LOOKBACK_MS = 60 * 60_000;

export interface PassCounts {
  solidifiedBlock: number | null;
  headBlock: number | null;
  addresses: number;
  scan: ScanProgress | null;
  confirm: ConfirmCounts | null;
  rewind: ScanProgress | null;
  reconcile: ReconcileCounts | null;
  /** Why the pass ended: all done, its time, or the day's (hour's) request budget. */
  stoppedBy: 'end' | 'deadline' | 'budget';
}

export type PassReport =
  | { kind: 'backing-off'; until: string }
  | { kind: 'failed'; error: string; backoffUntil: string | null }
  | ({ kind: 'done' } & PassCounts);

export async function watchChainOnce(context: AppContext, deps: WatcherDeps): Promise<PassReport> {
  const log = deps.log ?? ((message: string) => console.warn(message));
  const status = await selectStatus(context.db, context.now());
  if (status.backoff_until && status.backoff_until > context.now().toISOString())
    return { kind: 'backing-off', until: status.backoff_until };
  const addresses = deps.addresses ?? new OurAddresses();
  const deadline = deps.budgetMs === undefined ? undefined : context.now().getTime() + deps.budgetMs;
  const counts: PassCounts = {
    solidifiedBlock: status.solidified_block === null ? null : Number(status.solidified_block),
    headBlock: status.head_block === null ? null : Number(status.head_block),
    addresses: 0,
    scan: null,
    confirm: null,
    rewind: null,
    reconcile: null,
    stoppedBy: 'end',
  };
  const shouldStop = () => {
    if (deadline !== undefined && context.now().getTime() >= deadline) counts.stoppedBy = 'deadline';
    return counts.stoppedBy !== 'end';
  };
  try {
    await runPhases(context, { ...deps, log, addresses }, status, counts, shouldStop);
  } catch (error) {
    if (error instanceof BudgetSpentError) counts.stoppedBy = 'budget';
    else return failed(context, status.consecutive_failures, error, log);
  }
  const now = context.now().toISOString();
  await updateStatus(context.db, {
    last_success_at: now,
    consecutive_failures: 0,
    backoff_until: null,
    updated_at: now,
  });
  return { kind: 'done', ...counts };
}

type PhaseDeps = WatcherDeps & { log: (message: string) => void; addresses: OurAddresses };

async function runPhases(
  context: AppContext,
  deps: PhaseDeps,
  status: WatchStatus,
  counts: PassCounts,
  shouldStop: () => boolean,
): Promise<void> {
  const { client, intake, addresses } = deps;
  await addresses.refresh(intake);
  counts.addresses = addresses.size;
  const now = context.now();
  let cursor = status.event_cursor === null ? null : Number(status.event_cursor);
  if (
    cursor === null ||
    status.blocks_read_at === null ||
    now.getTime() - Date.parse(status.blocks_read_at) >= BLOCKS_EVERY_MS
  ) {
    const solidified = await client.solidifiedBlock();
    const head = await client.headBlock();
    counts.solidifiedBlock = solidified.number;
    counts.headBlock = head.number;
    await updateStatus(context.db, {
      solidified_block: solidified.number,
      head_block: head.number,
      blocks_read_at: now.toISOString(),
    });
    if (cursor === null) {
      cursor = solidified.timestamp - FIRST_LOOKBACK_MS;
      await advanceEventCursor(context.db, cursor, now.toISOString());
    }
  }
  const target: ScanTarget = { client, addresses, isRecorded: (txId, index) => intake.isRecorded(txId, index) };
  const at = () => context.now().toISOString();
  counts.scan = await scanEvents(
    context,
    target,
    { from: cursor - REREAD_MS },
    (reached) => advanceEventCursor(context.db, reached, at()),
    shouldStop,
  );
  counts.confirm = await confirmPending(
    context,
    {
      client,
      receiveFinalTransfer: (transfer) => intake.receiveFinalTransfer(transfer),
      giveUp: (transfer) => intake.giveUp(transfer),
      log: deps.log,
    },
    shouldStop,
  );
  // The second look waits until the first is caught up: fresh deposits come first.
  if (counts.scan.complete && !shouldStop())
    counts.rewind = await rewindStep(context, target, status, Math.max(cursor, counts.scan.reached), shouldStop);
  const allowance = reconcileAllowance(deps.reconcilePerDay ?? 0, status.reconciled_at, context.now());
  if (allowance > 0 && !shouldStop()) {
    counts.reconcile = await reconcileBalances(context, client, addresses, allowance);
    await updateStatus(context.db, { reconciled_at: at() });
  }
}

/** Counts a failed pass; a TronGrid error that calls for it starts (or lengthens) the back-off. */
async function failed(
  context: AppContext,
  failuresBefore: number,
  error: unknown,
  log: (message: string) => void,
): Promise<PassReport> {
  const now = context.now();
  const message = (error as Error)?.message ?? String(error);
  const backOff = error instanceof TronApiError && error.backOff;
  const failures = backOff ? failuresBefore + 1 : failuresBefore;
  const delay = backOff ? backoffDelayMs(failures, (error as TronApiError).rateLimited) : 0;
  const backoffUntil = backOff ? new Date(now.getTime() + delay).toISOString() : null;
  await updateStatusWithError(context.db, {
    consecutive_failures: failures,
    last_error: message.slice(0, 500),
    last_error_at: now.toISOString(),
    backoff_until: backoffUntil,
    updated_at: now.toISOString(),
  });
  if (!backOff) throw error;
  log(`chain watcher: ${message}; waiting until ${backoffUntil}`);
  return { kind: 'failed', error: message, backoffUntil };
}
