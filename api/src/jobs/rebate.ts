/**
 * The rebate settlement job: each ended Asia/Shanghai day (after 00:05) into the players' waiting
 * rebates. Idempotent per day; the lease keeps one process at a time on it.
 */
import type { AppConfig } from '../config';
import { settleDueRebateDays } from '../modules/activity/rebates/settlement';
import type { Job } from './scheduler';

export const REBATE_SETTLEMENT_JOB = 'rebate-settlement';
/** Longer than any run: a day of 100,000 players settles in seconds, a rerun of 7 missed days in a minute. */
export const REBATE_LEASE_MS = 30 * 60_000;

export function rebateSettlementJob(config: AppConfig): Job {
  return {
    name: REBATE_SETTLEMENT_JOB,
    intervalMs: config.rebateIntervalMs,
    leaseMs: REBATE_LEASE_MS,
    run: async (context) =>
      (await settleDueRebateDays(context)).map(({ day, players, amount }) => ({ day, players, amount })),
  };
}
