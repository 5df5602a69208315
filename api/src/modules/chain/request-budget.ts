/**
 * The TRON API key's request budget, kept by every client of this process: TronGrid suspends a key
 * for ~30 s past 15 requests a second and refuses it past 100,000 a day, and a suspended key would
 * stop deposits and payouts alike. So no request leaves without a token of both windows.
 */

/** Who asks: the watcher's background reads give way; payouts and an operator's checks keep a reserve. */
export type RequestPriority = 'background' | 'priority';

export interface RequestBudgetSettings {
  /** TRON_REQUESTS_PER_SECOND (15, TronGrid's free tier). */
  perSecond: number;
  /** TRON_REQUESTS_PER_DAY (100,000, TronGrid's free tier). */
  perDay: number;
}

/**
 * A second's tokens are counted over 1.1 s: our send times and TronGrid's arrival times differ by
 * the network's jitter, so 15 sends in a second of ours can never be 16 arrivals in a second of its.
 */
export const SECOND_WINDOW_MS = 1_100;
const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;
/** Of the day, background reads may use this share; the rest is kept for payouts and operators. */
export const BACKGROUND_SHARE = 0.95;
/** In any hour, background reads may use twice an even hour's share: a catch-up is fast, a day's budget never gone by noon. */
export const BACKGROUND_HOUR_FACTOR = 2;

/** Thrown when the day's (or, for background reads, the hour's) budget is spent: stop, resume later. */
export class BudgetSpentError extends Error {
  constructor(readonly priority: RequestPriority) {
    super(`TRON request budget spent (${priority})`);
    this.name = 'BudgetSpentError';
  }
}

export interface BudgetClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realClock: BudgetClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export class RequestBudget {
  /** Send times (ms) of the last second's window, oldest first. */
  private readonly recent: number[] = [];
  /** Requests per minute over the last day: minute number → count. */
  private readonly minutes = new Map<number, number>();
  private sentTotal = 0;

  constructor(
    readonly settings: RequestBudgetSettings,
    private readonly clock: BudgetClock = realClock,
  ) {}

  /** Requests sent in the 24 hours before now (by minute), and in the last hour. */
  usage(): { lastDay: number; lastHour: number; total: number } {
    const minute = Math.floor(this.clock.now() / MINUTE_MS);
    let lastDay = 0;
    let lastHour = 0;
    for (const [at, count] of this.minutes) {
      if (at <= minute - DAY_MINUTES) this.minutes.delete(at);
      else {
        lastDay += count;
        if (at > minute - 60) lastHour += count;
      }
    }
    return { lastDay, lastHour, total: this.sentTotal };
  }

  /** Whether `priority` may send one more request now by the day's and hour's counts. */
  private dailyRoom(priority: RequestPriority): boolean {
    const { lastDay, lastHour } = this.usage();
    if (priority === 'priority') return lastDay < this.settings.perDay;
    const backgroundDay = Math.floor(this.settings.perDay * BACKGROUND_SHARE);
    const backgroundHour = Math.floor((backgroundDay / 24) * BACKGROUND_HOUR_FACTOR);
    return lastDay < backgroundDay && lastHour < backgroundHour;
  }

  /**
   * Takes one request's token, waiting (at most a second) for the second's window to have room.
   * @throws BudgetSpentError when the day's or hour's share of `priority` is spent
   */
  async take(priority: RequestPriority): Promise<void> {
    if (!this.dailyRoom(priority)) throw new BudgetSpentError(priority);
    for (;;) {
      const now = this.clock.now();
      while (this.recent.length > 0 && this.recent[0]! <= now - SECOND_WINDOW_MS) this.recent.shift();
      if (this.recent.length < this.settings.perSecond) break;
      await this.clock.sleep(this.recent[0]! + SECOND_WINDOW_MS - now);
    }
    const now = this.clock.now();
    this.recent.push(now);
    const minute = Math.floor(now / MINUTE_MS);
    this.minutes.set(minute, (this.minutes.get(minute) ?? 0) + 1);
    this.sentTotal += 1;
  }
}

/** One budget per API URL and key in this process: every client of the same key draws from it. */
const budgets = new Map<string, RequestBudget>();

export function sharedRequestBudget(apiUrl: string, apiKey: string | undefined, settings: RequestBudgetSettings) {
  const key = `${apiUrl}\n${apiKey ?? ''}\n${settings.perSecond}\n${settings.perDay}`;
  let budget = budgets.get(key);
  if (!budget) budgets.set(key, (budget = new RequestBudget(settings)));
  return budget;
}
