/**
 * TronGrid's per-key request limits, and the request accounting tests read to prove a client kept
 * within them. A key past `perSecond` requests in any sliding second is refused with 403 and
 * suspended for `suspendMs` (every request meanwhile refused too); past `perDay` in a UTC day it
 * is refused until the day ends. Refused requests count as requests, as they do on TronGrid.
 */
import { dailyLimitText, frequencyLimitText } from './tron-paths';

export interface RequestLimits {
  /** null or absent: unlimited. */
  perSecond?: number | null;
  perDay?: number | null;
  /** How long a key past its per-second limit is refused (default 30 s, as TronGrid). */
  suspendMs?: number | null;
}

export interface RequestStats {
  total: number;
  /** Requests the limits refused (403). */
  refused: number;
  /** The most requests in any sliding 1,000 ms (by the chain's clock). */
  maxInAnySecond: number;
  /** Requests per UTC date (YYYY-MM-DD). */
  perDay: Record<string, number>;
}

const utcDate = (at: number) => new Date(at).toISOString().slice(0, 10);

/** Request times within the last 1,000 ms (inclusive of now). */
class SlidingSecond {
  private times: number[] = [];
  private start = 0;

  /** Adds a request at `at`; answers how many fall in the second ending at it. */
  add(at: number): number {
    // A clock moved back (a test's `now`) starts the window over rather than counting the future.
    if (this.times.length > this.start && at < this.times.at(-1)!) this.clear();
    this.times.push(at);
    while (this.times[this.start]! <= at - 1000) this.start += 1;
    if (this.start > 4096 && this.start * 2 > this.times.length) {
      this.times = this.times.slice(this.start);
      this.start = 0;
    }
    return this.times.length - this.start;
  }

  private clear(): void {
    this.times = [];
    this.start = 0;
  }
}

interface KeyState {
  second: SlidingSecond;
  suspendedUntil: number;
  day: string;
  dayCount: number;
}

export class RequestLimiter {
  private limits: { perSecond: number | null; perDay: number | null; suspendMs: number } | null = null;
  private readonly keys = new Map<string, KeyState>();

  /** New limits (null: none); every key starts afresh. */
  set(limits: RequestLimits | null): void {
    this.keys.clear();
    const perSecond = limits?.perSecond ?? null;
    const perDay = limits?.perDay ?? null;
    this.limits =
      perSecond === null && perDay === null ? null : { perSecond, perDay, suspendMs: limits?.suspendMs ?? 30_000 };
  }

  /** Counts a request of `key` at `at`; answers the refusal text when the limits refuse it, else null. */
  check(key: string, at: number): string | null {
    const limits = this.limits;
    if (!limits) return null;
    let state = this.keys.get(key);
    if (!state) {
      state = { second: new SlidingSecond(), suspendedUntil: 0, day: '', dayCount: 0 };
      this.keys.set(key, state);
    }
    const inSecond = state.second.add(at);
    const day = utcDate(at);
    if (state.day !== day) {
      state.day = day;
      state.dayCount = 0;
    }
    state.dayCount += 1;
    const frequency = frequencyLimitText(limits.perSecond ?? 0, limits.suspendMs);
    if (at < state.suspendedUntil) return frequency;
    if (limits.perSecond !== null && inSecond > limits.perSecond) {
      state.suspendedUntil = at + limits.suspendMs;
      return frequency;
    }
    if (limits.perDay !== null && state.dayCount > limits.perDay) return dailyLimitText(limits.perDay);
    return null;
  }
}

/** Counts the TronGrid requests: in total, refused, per day, and the busiest second. */
export class RequestAccounting {
  private total = 0;
  private refused = 0;
  private maxInAnySecond = 0;
  private readonly second = new SlidingSecond();
  private readonly perDay = new Map<string, number>();

  record(at: number): void {
    this.total += 1;
    this.maxInAnySecond = Math.max(this.maxInAnySecond, this.second.add(at));
    const day = utcDate(at);
    this.perDay.set(day, (this.perDay.get(day) ?? 0) + 1);
  }

  refuse(): void {
    this.refused += 1;
  }

  stats(): RequestStats {
    return {
      total: this.total,
      refused: this.refused,
      maxInAnySecond: this.maxInAnySecond,
      perDay: Object.fromEntries(this.perDay),
    };
  }
}
