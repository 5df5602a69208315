/**
 * The protection windows, by example and by property: whole 北京时间 days, today and the days
 * before it, and the midnight at which room returns (losses may be offset by wins, so amounts
 * are signed). Limit changes, the lowest-binds rule and breaks: limit-windows-rules.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  shanghaiDayStart,
  usedInWindow,
  windowDaysOf,
  windowResetsAt,
  windowStart,
  type DatedAmount,
} from './limit-windows';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const SHANGHAI_MIDNIGHT_UTC_MS = 16 * HOUR_MS;
const at = (iso: string) => new Date(iso);
const plus = (instant: Date, ms: number) => new Date(instant.getTime() + ms);
const isShanghaiMidnight = (instant: Date) =>
  (((instant.getTime() - SHANGHAI_MIDNIGHT_UTC_MS) % DAY_MS) + DAY_MS) % DAY_MS === 0;

const instant = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2060, 0, 1) }).map((ms) => new Date(ms));
const windowDays = fc.constantFrom(1, 7, 30);
/** Amounts dated up to 40 days before `now` (some outside every window), never after it. */
const datedAmounts = (amount: fc.Arbitrary<number>) =>
  fc.array(fc.record({ ago: fc.integer({ min: 0, max: 40 * DAY_MS }), amount }), { maxLength: 12 });
const placed = (now: Date, items: readonly { ago: number; amount: number }[]): DatedAmount[] =>
  items.map((item) => ({ at: plus(now, -item.ago), amount: item.amount }));
/** The midnights from the one after `now` up to and excluding `end`. */
function midnightsBefore(now: Date, end: Date): Date[] {
  const midnights: Date[] = [];
  for (let next = plus(shanghaiDayStart(now), DAY_MS); next < end; next = plus(next, DAY_MS)) midnights.push(next);
  return midnights;
}

describe('shanghaiDayStart: the day turns at 00:00 北京时间 (16:00 UTC)', () => {
  it.each([
    ['2026-11-26T17:00:00.000Z', '2026-11-26T16:00:00.000Z'],
    ['2026-11-26T16:00:00.000Z', '2026-11-26T16:00:00.000Z'],
    ['2026-11-26T15:59:59.999Z', '2026-11-25T16:00:00.000Z'],
    ['2026-11-26T00:00:00.000Z', '2026-11-25T16:00:00.000Z'],
    ['2026-12-31T16:30:00.000Z', '2026-12-31T16:00:00.000Z'],
    ['1969-12-31T20:00:00.000Z', '1969-12-31T16:00:00.000Z'],
  ])('%s is in the day from %s', (now, start) => {
    expect(shanghaiDayStart(at(now)).toISOString()).toBe(start);
  });
  it('is always a 16:00Z instant at or before `at` and less than a day before it', () => {
    fc.assert(
      fc.property(instant, (now) => {
        const start = shanghaiDayStart(now);
        expect(isShanghaiMidnight(start)).toBe(true);
        expect(start.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(now.getTime()).toBeLessThan(start.getTime() + DAY_MS);
      }),
      { numRuns: 500 },
    );
  });
});

describe('windows', () => {
  it('knows the days of each limit', () => {
    expect(windowDaysOf('deposit_24h')).toBe(1);
    expect(windowDaysOf('loss_7d')).toBe(7);
    expect(windowDaysOf('deposit_30d')).toBe(30);
    expect(windowDaysOf('stake_round')).toBeNull();
  });
  it('"24 hours" is today 北京时间, even where the UTC date is still yesterday', () => {
    const now = at('2026-11-26T17:00:00.000Z'); // 11-27 01:00 北京时间
    const amounts = [
      { at: at('2026-11-26T15:59:59.999Z'), amount: 7 }, // 11-26 23:59 北京时间, same UTC date: out
      { at: at('2026-11-26T16:00:00.000Z'), amount: 5 },
      { at: at('2026-11-26T16:30:00.000Z'), amount: 3 },
    ];
    expect(usedInWindow(1, amounts, now)).toBe(8);
    expect(usedInWindow(1, amounts.slice(0, 1), at('2026-11-26T15:59:59.999Z'))).toBe(7); // its own day
  });
  it.each([
    [7, '2026-11-20T16:00:00.000Z'],
    [30, '2026-10-28T16:00:00.000Z'],
  ])('%i days on 11-27 北京时间 start %s: an amount 1 ms before is out, one at the start is in', (days, start) => {
    const now = at('2026-11-27T03:00:00.000Z');
    expect(windowStart(days, now).toISOString()).toBe(start);
    const amounts = [
      { at: plus(at(start), -1), amount: 100 },
      { at: at(start), amount: 1 },
    ];
    expect(usedInWindow(days, amounts, now)).toBe(1);
  });
  it('roll by whole days: the same start all day, one day later after midnight', () => {
    fc.assert(
      fc.property(windowDays, instant, fc.integer({ min: 0, max: DAY_MS - 1 }), (days, now, intoDay) => {
        const start = windowStart(days, now);
        expect(isShanghaiMidnight(start)).toBe(true);
        expect(start.getTime()).toBe(shanghaiDayStart(now).getTime() - (days - 1) * DAY_MS);
        expect(windowStart(days, plus(shanghaiDayStart(now), intoDay))).toEqual(start);
        expect(windowStart(days, plus(shanghaiDayStart(now), DAY_MS))).toEqual(plus(start, DAY_MS));
      }),
      { numRuns: 300 },
    );
  });
  it('count an amount dated at the start and not one dated just before it', () => {
    fc.assert(
      fc.property(windowDays, instant, fc.integer({ min: 1, max: 1000 }), (days, now, amount) => {
        const start = windowStart(days, now);
        expect(usedInWindow(days, [{ at: start, amount }], now)).toBe(amount);
        expect(usedInWindow(days, [{ at: plus(start, -1), amount }], now)).toBe(0);
      }),
      { numRuns: 300 },
    );
  });
});

describe('windowResetsAt: the midnight at which room returns', () => {
  it('is the midnight that drops the oldest day with an amount', () => {
    const now = at('2026-11-27T03:00:00.000Z');
    const amounts = [
      { at: at('2026-11-22T01:00:00.000Z'), amount: 10 }, // 11-22 北京时间
      { at: at('2026-11-26T20:00:00.000Z'), amount: 10 }, // 11-27 北京时间
    ];
    expect(windowResetsAt(7, amounts, now).toISOString()).toBe('2026-11-28T16:00:00.000Z'); // 11-29 00:00
    expect(windowResetsAt(1, amounts, now).toISOString()).toBe('2026-11-27T16:00:00.000Z'); // tomorrow
    expect(windowResetsAt(7, [], now).toISOString()).toBe('2026-11-27T16:00:00.000Z');
  });
  it('skips an old day whose win offsets its losses: dropping it would not free room', () => {
    const now = at('2026-11-27T03:00:00.000Z');
    const amounts = [
      { at: at('2026-11-22T01:00:00.000Z'), amount: 10 }, // 11-22: lost 10 …
      { at: at('2026-11-22T02:00:00.000Z'), amount: -30 }, // … and won 30
      { at: at('2026-11-24T01:00:00.000Z'), amount: 50 }, // 11-24: lost 50
    ];
    expect(usedInWindow(7, amounts, now)).toBe(30);
    // At 11-29 00:00 the 11-22 day (net −20) leaves and the used amount rises to 50; at 12-01 00:00 it falls to 0.
    expect(windowResetsAt(7, amounts, now).toISOString()).toBe('2026-11-30T16:00:00.000Z');
  });
  it('amounts of one sign: after it (no new amounts) less is used — nothing if all were one day; before it, the same', () => {
    fc.assert(
      fc.property(windowDays, instant, datedAmounts(fc.integer({ min: 1, max: 1000 })), (days, now, items) => {
        const amounts = placed(now, items);
        const used = usedInWindow(days, amounts, now);
        const resetsAt = windowResetsAt(days, amounts, now);
        expect(isShanghaiMidnight(resetsAt)).toBe(true);
        expect(resetsAt.getTime()).toBeGreaterThan(now.getTime());
        expect(resetsAt.getTime()).toBeLessThanOrEqual(shanghaiDayStart(now).getTime() + days * DAY_MS);
        if (used === 0) return;
        expect(usedInWindow(days, amounts, resetsAt)).toBeLessThan(used);
        const counted = amounts.filter((item) => item.at >= windowStart(days, now));
        const oneDay = new Set(counted.map((item) => shanghaiDayStart(item.at).getTime())).size === 1;
        if (oneDay) expect(usedInWindow(days, amounts, resetsAt)).toBe(0);
        expect(usedInWindow(days, amounts, plus(resetsAt, -1))).toBe(used);
        for (const midnight of midnightsBefore(now, resetsAt)) expect(usedInWindow(days, amounts, midnight)).toBe(used);
      }),
      { numRuns: 500 },
    );
  });
  it('signed amounts (wins offset losses): the first midnight at which less is used', () => {
    const signed = fc.integer({ min: -1000, max: 1000 });
    fc.assert(
      fc.property(windowDays, instant, datedAmounts(signed), (days, now, items) => {
        const amounts = placed(now, items);
        const used = usedInWindow(days, amounts, now);
        const resetsAt = windowResetsAt(days, amounts, now);
        expect(isShanghaiMidnight(resetsAt)).toBe(true);
        expect(resetsAt.getTime()).toBeGreaterThan(now.getTime());
        if (used <= 0) return;
        expect(usedInWindow(days, amounts, resetsAt)).toBeLessThan(used);
        for (const midnight of midnightsBefore(now, resetsAt))
          expect(usedInWindow(days, amounts, midnight)).toBeGreaterThanOrEqual(used);
      }),
      { numRuns: 1000 },
    );
  });
});
