/**
 * The arithmetic of player protection, pure: windows of whole Asia/Shanghai days, the
 * cooling-off of raised limits, the lowest-binds rule, and when a break ends.
 *
 * A window of N days is today (北京时间) and the N-1 days before it: "24 hours" is today,
 * restarting at midnight; "7 days" rolls forward one day at each midnight. Room returns at the
 * first midnight after which less counts (a day whose wins offset its losses frees none).
 */
import {
  LIMIT_INCREASE_DELAY_MS,
  LIMIT_WINDOW_DAYS,
  PERMANENT_EXCLUSION_MIN_MONTHS,
  addShanghaiMonths,
  type LimitKey,
  type MicroUsdt,
} from 'shared-contracts';

/** Breaks end by the rule both the server and the wallet's preview use (shared-contracts break-periods.ts). */
export { breakEnd } from 'shared-contracts';

const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** 00:00 北京时间 of the day `at` falls in, as an instant. @example shanghaiDayStart(new Date('2026-11-26T17:00:00Z')) // 2026-11-26T16:00:00Z */
export function shanghaiDayStart(at: Date): Date {
  return new Date(Math.floor((at.getTime() + SHANGHAI_OFFSET_MS) / DAY_MS) * DAY_MS - SHANGHAI_OFFSET_MS);
}

/** Days in the window of a deposit or loss limit; null for the per-round stake limit. */
export function windowDaysOf(key: LimitKey): number | null {
  if (key === 'stake_round') return null;
  return LIMIT_WINDOW_DAYS[key.slice(key.indexOf('_') + 1) as keyof typeof LIMIT_WINDOW_DAYS];
}

/** The first instant of an N-day window that holds `now`. */
export function windowStart(days: number, now: Date): Date {
  return new Date(shanghaiDayStart(now).getTime() - (days - 1) * DAY_MS);
}

/** An amount counted on the day of `at` (a deposit's credit, a round's opening). */
export interface DatedAmount {
  at: Date;
  amount: number;
}

/** What counts against an N-day window now: the sum of amounts dated inside it (losses may be offset by wins). */
export function usedInWindow(days: number, amounts: readonly DatedAmount[], now: Date): number {
  const start = windowStart(days, now).getTime();
  return amounts.reduce((sum, item) => (item.at.getTime() >= start ? sum + item.amount : sum), 0);
}

/**
 * When room next returns: the first midnight at which the days leaving the window, oldest first,
 * add up to more than nothing (a day whose wins offset its losses frees no room; else the next midnight).
 */
export function windowResetsAt(days: number, amounts: readonly DatedAmount[], now: Date): Date {
  const start = windowStart(days, now).getTime();
  const byDay = new Map<number, number>();
  for (const item of amounts) {
    if (item.at.getTime() < start) continue;
    const day = shanghaiDayStart(item.at).getTime();
    byDay.set(day, (byDay.get(day) ?? 0) + item.amount);
  }
  let leaving = 0;
  for (const day of [...byDay.keys()].sort((a, b) => a - b)) {
    leaving += byDay.get(day)!;
    if (leaving > 0) return new Date(day + days * DAY_MS);
  }
  return new Date(shanghaiDayStart(now).getTime() + DAY_MS);
}

/** A limit as stored: the value in force and a raise or removal waiting for its cooling-off. */
export interface LimitState {
  amount: MicroUsdt | null;
  /** With pendingAt: the value (null = no limit) that applies from pendingAt. */
  pendingAmount: MicroUsdt | null;
  pendingAt: Date | null;
}

/** The state at `now`: a pending change whose time has come is in force. */
export function limitInForce(state: LimitState, now: Date): LimitState {
  if (state.pendingAt === null || state.pendingAt.getTime() > now.getTime()) return state;
  return { amount: state.pendingAmount, pendingAmount: null, pendingAt: null };
}

const looser = (next: MicroUsdt | null, current: MicroUsdt | null) =>
  current !== null && (next === null || next > current);

/**
 * What a player's request does to a limit: a lower (or first) limit applies at once and drops any
 * pending raise; a higher limit or a removal waits LIMIT_INCREASE_DELAY_MS; asking for what is in
 * force cancels a pending raise, or changes nothing.
 */
export function planLimitChange(
  stored: LimitState,
  requested: MicroUsdt | null,
  now: Date,
): { change: 'applied' | 'pending' | 'unchanged'; next: LimitState } {
  const current = limitInForce(stored, now);
  if (looser(requested, current.amount)) {
    const pendingAt = new Date(now.getTime() + LIMIT_INCREASE_DELAY_MS);
    return { change: 'pending', next: { amount: current.amount, pendingAmount: requested, pendingAt } };
  }
  if (requested === current.amount && current.pendingAt === null) return { change: 'unchanged', next: current };
  return { change: 'applied', next: { amount: requested, pendingAmount: null, pendingAt: null } };
}

/** One limit weighed against a new amount: how much it allows now. */
export interface LimitCheck<K extends string = string> {
  key: K;
  limit: number;
  used: number;
}

/**
 * The lowest binds: of several limits the one with the least room left decides. Returns that
 * limit and its room when `amount` does not fit in it, else null.
 * @example bindingLimit([{ key: 'a', limit: 50, used: 40 }, { key: 'b', limit: 100, used: 20 }], 20) // { key: 'a', ..., room: 10 }
 */
export function bindingLimit<K extends string>(
  checks: readonly LimitCheck<K>[],
  amount: number,
): (LimitCheck<K> & { room: number }) | null {
  let tightest: (LimitCheck<K> & { room: number }) | null = null;
  for (const check of checks) {
    const room = Math.max(0, check.limit - check.used);
    if (tightest === null || room < tightest.room) tightest = { ...check, room };
  }
  return tightest !== null && amount > tightest.room ? tightest : null;
}

/** A break holds until its end (a permanent one until lifted). */
export function isOnBreak(until: Date | null, kind: string | null, now: Date): boolean {
  return kind !== null && (until === null || until.getTime() > now.getTime());
}

/** A permanent exclusion may be lifted only after it has run PERMANENT_EXCLUSION_MIN_MONTHS. */
export function mayLiftPermanent(startedAt: Date, now: Date): boolean {
  return addShanghaiMonths(startedAt, PERMANENT_EXCLUSION_MIN_MONTHS).getTime() <= now.getTime();
}
