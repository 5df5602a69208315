/** Every background job, by name: the scheduler in main.ts runs them on timers, `pnpm --filter api job:<name>` once. */
import type { AppConfig } from '../config';
import { expireRedPackets } from '../modules/activity/red-packets/expiry';
import { expireDepositOrders } from '../modules/deposits/service';
import { chainWatcherJob } from './chain-watcher';
import { cleanup } from './cleanup';
import { commissionJobs } from './commission';
import { rebateSettlementJob } from './rebate';
import type { Job } from './scheduler';
import { withdrawalPayoutsJob } from './withdrawal-payouts';

const MINUTE = 60_000;

export function backgroundJobs(config: AppConfig): Job[] {
  return [
    { name: 'cleanup', intervalMs: config.cleanupIntervalMs, leaseMs: 5 * MINUTE, run: cleanup },
    // One UPDATE by a condition that only grows true with time: a rerun closes nothing twice.
    {
      name: 'deposit-order-expiry',
      intervalMs: config.depositExpiryIntervalMs,
      leaseMs: MINUTE,
      run: expireDepositOrders,
    },
    chainWatcherJob(config),
    withdrawalPayoutsJob(config),
    ...commissionJobs(config),
    rebateSettlementJob(config),
    // Each packet closes by a conditional UPDATE and refunds under one key: a rerun pays nothing twice.
    { name: 'red-packet-expiry', intervalMs: MINUTE, leaseMs: 5 * MINUTE, run: expireRedPackets },
  ];
}
