/** Every background job, by name: the scheduler in main.ts runs them on timers, `pnpm --filter api job:<name>` once. */
import type { AppConfig } from '../config';
import { chainWatcherJob } from './chain-watcher';
import { cleanup } from './cleanup';
import type { Job } from './scheduler';

const MINUTE = 60_000;

export function backgroundJobs(config: AppConfig): Job[] {
  return [
    { name: 'cleanup', intervalMs: config.cleanupIntervalMs, leaseMs: 5 * MINUTE, run: cleanup },
    chainWatcherJob(config),
  ];
}
