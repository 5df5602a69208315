/**
 * The agent programme's jobs: settling each ended day (after 00:05 Asia/Shanghai) and recomputing
 * today's estimates. Both are idempotent; the leases keep one process at a time on each.
 */
import type { AppConfig } from '../config';
import { refreshEstimates } from '../modules/agent/commission/estimates';
import { settleDueDays } from '../modules/agent/commission/settlement';
import type { Job } from './scheduler';

export const COMMISSION_SETTLEMENT_JOB = 'commission-settlement';
export const COMMISSION_ESTIMATES_JOB = 'commission-estimates';
/** Longer than any run: a day of 100,000 agents settles in seconds, a rerun of 40 missed days in minutes. */
export const COMMISSION_LEASE_MS = 30 * 60_000;

export function commissionJobs(config: AppConfig): Job[] {
  return [
    {
      name: COMMISSION_SETTLEMENT_JOB,
      intervalMs: config.commissionIntervalMs,
      leaseMs: COMMISSION_LEASE_MS,
      run: async (context) =>
        (await settleDueDays(context)).map(({ day, agents, commission }) => ({ day, agents, commission })),
    },
    {
      name: COMMISSION_ESTIMATES_JOB,
      intervalMs: config.commissionEstimateIntervalMs,
      leaseMs: COMMISSION_LEASE_MS,
      run: refreshEstimates,
    },
  ];
}
