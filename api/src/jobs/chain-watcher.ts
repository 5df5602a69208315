/**
 * The chain-watcher job: reads USDT Transfer events from the TRON API of the settings (TronGrid, or
 * the demo chain in demo mode) and hands each confirmed transfer to our addresses to the deposits
 * module's intake. This file is the production wiring; tests give watchChainOnce fakes instead.
 */
import type { AppConfig } from '../config';
import type { AppContext } from '../context';
import { tronClientOf } from '../modules/chain/clients';
import { OurAddresses } from '../modules/chain/our-addresses';
import { watchChainOnce, type DepositIntake } from '../modules/chain/watcher';
import { ourDepositAddresses, receiveFinalTransfer } from '../modules/deposits/intake';
import { isTransferRecorded, recordUnconfirmedTransfer } from '../modules/deposits/unconfirmed';
import type { Job } from './scheduler';

export const CHAIN_WATCHER_JOB = 'chain-watcher';
const MINUTE = 60_000;
/** One pass may hold the lease this long; it stops reading new pages after half of it. */
const LEASE_MS = 10 * MINUTE;

/** The deposits module's intake, bound to one context. */
export function depositsIntake(context: AppContext): DepositIntake {
  return {
    ourAddresses: (afterIndex) => ourDepositAddresses(context, afterIndex),
    isRecorded: (txId, eventIndex) => isTransferRecorded(context, txId, eventIndex),
    receiveFinalTransfer: (transfer) => receiveFinalTransfer(context, transfer),
    giveUp: (transfer) => recordUnconfirmedTransfer(context, transfer),
  };
}

export function chainWatcherJob(config: AppConfig): Job {
  const client = tronClientOf(config, 'background');
  // Kept across passes of this process: each pass reads only the addresses added since.
  const addresses = new OurAddresses();
  return {
    name: CHAIN_WATCHER_JOB,
    intervalMs: config.tron.pollMs,
    leaseMs: LEASE_MS,
    run: (context) =>
      watchChainOnce(context, {
        client,
        intake: depositsIntake(context),
        addresses,
        budgetMs: LEASE_MS / 2,
        reconcilePerDay: config.tron.reconcilePerDay,
      }),
  };
}
