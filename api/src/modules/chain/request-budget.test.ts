/** The TRON key's request budget: never more than the second's tokens in any 1.1 s, the day's and the hour's shares, a reserve for payouts. */
import { describe, expect, it } from 'vitest';
import { BudgetSpentError, RequestBudget, SECOND_WINDOW_MS } from './request-budget';

/** A clock that moves only by sleeps and by hand, recording every send time. */
function fakeClock(start = Date.parse('2030-01-01T00:00:00Z')) {
  let now = start;
  return {
    now: () => now,
    sleep: async (ms: number) => {
      now += ms;
    },
    advance(ms: number) {
      now += ms;
    },
  };
}

/** Takes tokens until the budget says it is spent (at most `most`); how many it gave. */
async function takeUntilSpent(budget: RequestBudget, priority: 'background' | 'priority', most = Infinity) {
  let taken = 0;
  while (taken < most) {
    try {
      (await budget.take(priority))();
    } catch (error) {
      expect(error).toBeInstanceOf(BudgetSpentError);
      break;
    }
    taken += 1;
  }
  return taken;
}

describe('request budget', () => {
  it('sends at most 15 in any 1.1 s window, waiting for room instead of sending', async () => {
    const clock = fakeClock();
    const budget = new RequestBudget({ perSecond: 15, perDay: 100_000 }, clock);
    const sent: number[] = [];
    for (let index = 0; index < 100; index += 1) {
      const done = await budget.take('background');
      sent.push(clock.now());
      done();
      clock.advance(7);
    }
    for (const [index, at] of sent.entries()) {
      const inWindow = sent.filter((other, at2) => at2 >= index && other < at + SECOND_WINDOW_MS).length;
      expect(inWindow).toBeLessThanOrEqual(15);
    }
    // 100 requests at 15 per 1.1 s take at least 6 windows.
    expect(sent.at(-1)! - sent[0]!).toBeGreaterThanOrEqual(6 * SECOND_WINDOW_MS);
  });

  it('holds a token until the answer came and a window more: 15 in flight, the 16th waits for an answer', async () => {
    const clock = fakeClock();
    const budget = new RequestBudget({ perSecond: 15, perDay: 100_000 }, clock);
    const inFlight = await Promise.all(Array.from({ length: 15 }, () => budget.take('background')));
    let sixteenthAt: number | null = null;
    const sixteenth = budget.take('background').then((done) => {
      sixteenthAt = clock.now();
      return done;
    });
    // Far past a window of the sends, but no answer yet: TronGrid may still be counting them.
    clock.advance(5_000);
    await Promise.resolve();
    expect(sixteenthAt).toBeNull();
    clock.advance(300);
    const answeredAt = clock.now();
    inFlight[0]!();
    (await sixteenth)();
    expect(sixteenthAt).toBe(answeredAt + SECOND_WINDOW_MS);
    // A second call of done changes nothing.
    inFlight[0]!();
    inFlight.slice(1).forEach((done) => done());
  });

  it('gives background reads 95 % of the day, at most twice an even hour’s share in any hour, and keeps the rest for payouts', async () => {
    const clock = fakeClock();
    const budget = new RequestBudget({ perSecond: 1_000_000, perDay: 24_000 }, clock);
    // Hour share: 24,000 × 0.95 / 24 × 2 = 1,900.
    const background = await takeUntilSpent(budget, 'background', 10_000);
    expect(background).toBe(1_900);
    // Payouts still go.
    (await budget.take('priority'))();
    // An hour later the background may go on; over a whole day it stops at 95 %.
    let total = 1_900;
    for (let hour = 1; hour < 24; hour += 1) {
      clock.advance(60 * 60_000);
      total += await takeUntilSpent(budget, 'background');
    }
    // The day's 95 % counts every request of the day, the payout's too.
    expect(total).toBe(22_799);
    expect(budget.usage().lastDay).toBe(22_800);
    // The reserve: priority requests up to the day's limit, then none.
    const priority = await takeUntilSpent(budget, 'priority');
    expect(priority + 22_800).toBe(24_000);
  });
});
