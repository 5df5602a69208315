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
 * A request holds one of the second's tokens from its send until 1.1 s after its answer came.
 * TronGrid counts arrivals, which fall somewhere between our send and our answer: counting send
 * times alone let a busy event loop (sends queued, then let go at once) or the network's jitter
 * squeeze 16 arrivals into one of its seconds. Held to the answer, no second of its can hold more
 * arrivals than we have tokens: of any 16 requests arriving within a second, the last one sent
 * left while the other 15, answered no earlier than that second began, still held theirs.
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

/** One request's hold on a token of the second: in flight (no answer yet), or answered at `answeredAt` (ms). */
interface SecondToken {
  answeredAt: number | null;
}

/** Called when a request's answer (or its failure) came: its token frees a window later. */
export type RequestDone = () => void;

export class RequestBudget {
  /** The tokens held: requests in flight, and those answered within the last window. */
  private held: SecondToken[] = [];
  /** Takers waiting while every token is held by a request still in flight. */
  private waiting: Array<() => void> = [];
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
   * Takes one request's token, waiting for the second's window to have room; call the answer's
   * `done` when the answer (or the failure) came, or the token stays held.
   * @throws BudgetSpentError when the day's or hour's share of `priority` is spent
   */
  async take(priority: RequestPriority): Promise<RequestDone> {
    if (!this.dailyRoom(priority)) throw new BudgetSpentError(priority);
    for (;;) {
      const now = this.clock.now();
      this.held = this.held.filter((token) => token.answeredAt === null || token.answeredAt > now - SECOND_WINDOW_MS);
      if (this.held.length < this.settings.perSecond) break;
      const answered = this.held.flatMap((token) => (token.answeredAt === null ? [] : [token.answeredAt]));
      if (answered.length > 0) await this.clock.sleep(Math.min(...answered) + SECOND_WINDOW_MS - now);
      else await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    const token: SecondToken = { answeredAt: null };
    this.held.push(token);
    const minute = Math.floor(this.clock.now() / MINUTE_MS);
    this.minutes.set(minute, (this.minutes.get(minute) ?? 0) + 1);
    this.sentTotal += 1;
    return () => {
      if (token.answeredAt !== null) return;
      token.answeredAt = this.clock.now();
      for (const wake of this.waiting.splice(0)) wake();
    };
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
