/**
 * The withdrawal-payouts job: follows the hot wallet's signed payouts on chain (TronGrid, or the
 * demo chain in demo mode) until each is paid, or failed / proven absent and waiting for an
 * operator's verdict (待核实), re-broadcasting the stored bytes meanwhile. It never signs: a new
 * transaction only ever comes from a new approval. The same pass watches the manual transactions
 * operators submitted before they were solidified (待链上确认) and completes them once they are.
 */
import type { AppConfig } from '../config';
import { payoutTronClient } from '../modules/withdrawals/hot-wallet/payout';
import { settleHotWalletPayouts } from '../modules/withdrawals/hot-wallet/settle';
import { settleWatchedPayouts } from '../modules/withdrawals/review/watch';
import type { Job } from './scheduler';

export const WITHDRAWAL_PAYOUTS_JOB = 'withdrawal-payouts';

export function withdrawalPayoutsJob(config: AppConfig): Job {
  const client = payoutTronClient(config);
  return {
    name: WITHDRAWAL_PAYOUTS_JOB,
    intervalMs: config.hotWallet.pollMs,
    // A pass asks the node two or three times per open payout, each call capped at 10 s by the client.
    leaseMs: 5 * 60_000,
    async run(context) {
      // One failing half (the node, a bug) must not starve the other: each runs, the first failure is reported.
      const [hotWallet, watched] = await Promise.allSettled([
        settleHotWalletPayouts(context, client),
        settleWatchedPayouts(context, client),
      ]);
      if (hotWallet.status === 'rejected') throw hotWallet.reason;
      if (watched.status === 'rejected') throw watched.reason;
      return { hotWallet: hotWallet.value, watched: watched.value };
    },
  };
}
