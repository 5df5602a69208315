/**
 * The chain-watcher job: reads USDT transfers to the receiving addresses from the TRON API of the
 * settings (TronGrid, or the demo chain in demo mode) and hands each final one to the deposits
 * module's intake. This file is the production wiring; tests give watchChainOnce fakes instead.
 */
import type { AppConfig } from '../config';
import type { AppContext } from '../context';
import { receiveFinalTransfer, watchedAddresses } from '../modules/deposits/intake';
import { ReceiptCache } from '../modules/chain/receipts';
import { createTronClient } from '../modules/chain/trongrid-client';
import { watchChainOnce, type DepositIntake } from '../modules/chain/watcher';
import type { Job } from './scheduler';

export const CHAIN_WATCHER_JOB = 'chain-watcher';
const MINUTE = 60_000;
/** One pass may hold the lease this long; it stops reading new pages after half of it. */
const LEASE_MS = 10 * MINUTE;

/** The deposits module's intake, bound to one context. */
export function depositsIntake(context: AppContext): DepositIntake {
  return {
    watchedAddresses: () => watchedAddresses(context),
    receiveFinalTransfer: (transfer) => receiveFinalTransfer(context, transfer),
  };
}

export function chainWatcherJob(config: AppConfig): Job {
  const { apiUrl, apiKey, pageLimit, pollMs } = config.tron;
  const client = createTronClient({ apiUrl, apiKey, pageLimit });
  // Kept across passes of this process: a final receipt is never asked for twice.
  const receipts = new ReceiptCache();
  return {
    name: CHAIN_WATCHER_JOB,
    intervalMs: pollMs,
    leaseMs: LEASE_MS,
    run: (context) =>
      watchChainOnce(context, { client, intake: depositsIntake(context), receipts, budgetMs: LEASE_MS / 2 }),
  };
}
