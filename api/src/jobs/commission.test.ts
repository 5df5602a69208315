import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { backgroundJobs } from './index';

describe('the commission jobs', () => {
  const jobsOf = (env: Record<string, string>) =>
    backgroundJobs(loadConfig(env)).filter((job) => job.name.startsWith('commission-'));

  it('run every 5 minutes under a 30-minute lease by default', () => {
    expect(jobsOf({}).map(({ name, intervalMs, leaseMs }) => ({ name, intervalMs, leaseMs }))).toEqual([
      { name: 'commission-settlement', intervalMs: 300_000, leaseMs: 1_800_000 },
      { name: 'commission-estimates', intervalMs: 300_000, leaseMs: 1_800_000 },
    ]);
  });

  it('take their intervals from the settings, 0 turning a timer off, and ignore what is no whole number', () => {
    const intervals = (env: Record<string, string>) => jobsOf(env).map((job) => job.intervalMs);
    expect(intervals({ COMMISSION_INTERVAL_MS: '0', COMMISSION_ESTIMATE_INTERVAL_MS: '2000' })).toEqual([0, 2000]);
    expect(intervals({ COMMISSION_INTERVAL_MS: 'soon', COMMISSION_ESTIMATE_INTERVAL_MS: '-1' })).toEqual([
      300_000, 300_000,
    ]);
  });
});
