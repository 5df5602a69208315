/**
 * Counts attempts per key (a username) in a sliding window, atomically: an attempt is taken
 * (counted) before it is judged, so attempts sent at once cannot all pass a check made before any
 * of them failed. In process memory here; redis.ts has the same counter shared across processes.
 */
import type { Limit } from './config';

export interface AttemptCounter {
  /**
   * Counts one attempt at `nowMs` unless the window already holds `max` of them; `allowed` says
   * which. A refused attempt is not counted, so a lock ends when the window has passed.
   */
  take(key: string, nowMs: number): Promise<{ allowed: boolean }>;
  /** Whether the next `take` would be refused (a look without counting). */
  isBlocked(key: string, nowMs: number): Promise<boolean>;
  /**
   * Gives back one attempt taken at `takenAtMs` (a step that was no failure: the password was right
   * and the second factor is still to come). The key's other attempts stay counted.
   */
  release(key: string, takenAtMs: number): Promise<void>;
  /** Forgets the key's attempts (after a success). */
  clear(key: string): Promise<void>;
}

/** The counter of one API process: a map of attempt times per key. */
export class MemoryAttemptCounter implements AttemptCounter {
  private readonly attempts = new Map<string, number[]>();

  constructor(private readonly limit: Limit) {}

  private recent(key: string, nowMs: number): number[] {
    const kept = (this.attempts.get(key) ?? []).filter((at) => nowMs - at < this.limit.timeWindowMs);
    if (kept.length === 0) this.attempts.delete(key);
    else this.attempts.set(key, kept);
    return kept;
  }

  // Synchronous inside: nothing runs between the count and the add, which is what makes it atomic.
  async take(key: string, nowMs: number): Promise<{ allowed: boolean }> {
    const recent = this.recent(key, nowMs);
    if (recent.length >= this.limit.max) return { allowed: false };
    this.attempts.set(key, [...recent, nowMs]);
    return { allowed: true };
  }

  async isBlocked(key: string, nowMs: number): Promise<boolean> {
    return this.recent(key, nowMs).length >= this.limit.max;
  }

  async release(key: string, takenAtMs: number): Promise<void> {
    const attempts = this.attempts.get(key) ?? [];
    const index = attempts.indexOf(takenAtMs);
    if (index >= 0) attempts.splice(index, 1);
  }

  async clear(key: string): Promise<void> {
    this.attempts.delete(key);
  }
}
