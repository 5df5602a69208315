/**
 * Counts failures per key (a username) in a sliding window: after `max` failures the key is
 * blocked until the oldest falls out of the window. In memory: one API process per site.
 */
import type { Limit } from './config';

export class FailureCounter {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly limit: Limit) {}

  private recent(key: string, nowMs: number): number[] {
    const kept = (this.failures.get(key) ?? []).filter((at) => nowMs - at < this.limit.timeWindowMs);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }

  isBlocked(key: string, nowMs: number): boolean {
    return this.recent(key, nowMs).length >= this.limit.max;
  }

  record(key: string, nowMs: number): void {
    this.failures.set(key, [...this.recent(key, nowMs), nowMs]);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}
