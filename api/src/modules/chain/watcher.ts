/**
 * One pass of the chain watcher: unless it is backing off, read the solidified and head blocks,
 * then each watched address from its cursor, handing every final USDT transfer to the deposits
 * intake. Rate limits, a refused key, server and network errors make it wait 5, 10, 20, 40, 80 s
 * (by the context's clock, kept in the status row, so no process calls during the wait).
 */
import type { AppContext } from '../../context';
import type { IntakeOutcome } from '../deposits/intake';
import { backoffDelayMs } from './backoff';
import { ReceiptCache } from './receipts';
import { scanAddress, type DepositIntake } from './scan';
import { TronApiError, type TronClient } from './trongrid-client';
import { selectStatus, updateStatus, updateStatusWithError } from './store';

export type { DepositIntake } from './scan';

export interface WatcherDeps {
  client: TronClient;
  intake: DepositIntake;
  /** Final receipts kept between passes of this process (a re-read costs no call). */
  receipts?: ReceiptCache;
  log?: (message: string) => void;
  /** How long a pass may read pages (keep it well inside the job's lease); unlimited when unset. */
  budgetMs?: number;
}

export type PassReport =
  | { kind: 'backing-off'; until: string }
  | { kind: 'failed'; error: string; backoffUntil: string | null }
  | {
      kind: 'done';
      solidifiedBlock: number;
      headBlock: number;
      addresses: number;
      pages: number;
      handedOver: number;
      outcomes: Record<IntakeOutcome, number>;
      ignored: number;
      /** Addresses whose scan stopped at a transfer not yet final. */
      waiting: number;
    };

/** A client error about one address (400, 404…): that address is skipped this pass, the others are read. */
const isAddressError = (error: unknown) => error instanceof TronApiError && !error.backOff;

/**
 * Runs one pass. Throws what is no TronGrid error (the intake or the database failing) after
 * counting it in the status: the cursor of the page under way was not written, so the next pass
 * reads it again.
 */
export async function watchChainOnce(context: AppContext, deps: WatcherDeps): Promise<PassReport> {
  const log = deps.log ?? ((message: string) => console.warn(message));
  const receipts = deps.receipts ?? new ReceiptCache();
  const status = await selectStatus(context.db, context.now());
  if (status.backoff_until && status.backoff_until > context.now().toISOString())
    return { kind: 'backing-off', until: status.backoff_until };
  const report = {
    kind: 'done' as const,
    solidifiedBlock: 0,
    headBlock: 0,
    addresses: 0,
    pages: 0,
    handedOver: 0,
    outcomes: { credited: 0, unmatched: 0, duplicate: 0 },
    ignored: 0,
    waiting: 0,
  };
  const addressErrors: string[] = [];
  const deadline = deps.budgetMs === undefined ? undefined : new Date(context.now().getTime() + deps.budgetMs);
  try {
    const solidified = await deps.client.solidifiedBlock();
    report.solidifiedBlock = solidified.number;
    report.headBlock = (await deps.client.headBlock()).number;
    const addresses = await deps.intake.watchedAddresses();
    report.addresses = addresses.length;
    for (const address of addresses) {
      try {
        const counts = await scanAddress(context, { ...deps, receipts, log, deadline }, address, solidified);
        report.pages += counts.pages;
        report.handedOver += counts.handedOver;
        report.ignored += counts.ignored;
        report.waiting += counts.waiting ? 1 : 0;
        for (const outcome of Object.keys(counts.outcomes) as IntakeOutcome[])
          report.outcomes[outcome] += counts.outcomes[outcome];
      } catch (error) {
        if (!isAddressError(error)) throw error;
        addressErrors.push(`${address}: ${(error as Error).message}`);
      }
    }
  } catch (error) {
    return failed(context, status.consecutive_failures, error, log);
  }
  const now = context.now().toISOString();
  const succeeded = {
    solidified_block: report.solidifiedBlock,
    head_block: report.headBlock,
    last_success_at: now,
    consecutive_failures: 0,
    backoff_until: null,
    updated_at: now,
  };
  if (addressErrors.length === 0) await updateStatus(context.db, succeeded);
  else {
    log(`chain watcher: ${addressErrors.join('; ')}`);
    await updateStatusWithError(context.db, { ...succeeded, last_error: addressErrors.join('; '), last_error_at: now });
  }
  return report;
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
  const backoffUntil = backOff ? new Date(now.getTime() + backoffDelayMs(failures)).toISOString() : null;
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
