/**
 * The rules of limit-windows.ts beyond the windows, by example and by property: the 24-hour
 * cooling-off of a raised or removed limit (no request ever loosens the limit at once), the lowest
 * binds, and when a break ends (months counted on the 北京时间 calendar, clamped at month ends).
 */
import fc from 'fast-check';
import type { MicroUsdt } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { formatShanghaiTime } from '../../shanghai-time';
import {
  bindingLimit,
  breakEnd,
  isOnBreak,
  limitInForce,
  mayLiftPermanent,
  planLimitChange,
  type LimitState,
} from './limit-windows';

const DAY_MS = 24 * 60 * 60 * 1000;
const at = (iso: string) => new Date(iso);
const plus = (instant: Date, ms: number) => new Date(instant.getTime() + ms);
const usdt = (whole: number) => (whole * 1_000_000) as MicroUsdt;
const NO_LIMIT: LimitState = { amount: null, pendingAmount: null, pendingAt: null };
/** `a` binds at least as tightly as `b` (null = no limit, the loosest). */
const noLooser = (a: MicroUsdt | null, b: MicroUsdt | null) => b === null || (a !== null && a <= b);

describe('planLimitChange and limitInForce', () => {
  const now = at('2026-11-27T03:00:00.000Z');
  it('a first or lower limit applies at once and drops a pending raise', () => {
    expect(planLimitChange(NO_LIMIT, usdt(50), now)).toEqual({
      change: 'applied',
      next: { amount: usdt(50), pendingAmount: null, pendingAt: null },
    });
    const raising: LimitState = { amount: usdt(50), pendingAmount: usdt(80), pendingAt: plus(now, DAY_MS / 2) };
    expect(planLimitChange(raising, usdt(30), now)).toEqual({
      change: 'applied',
      next: { amount: usdt(30), pendingAmount: null, pendingAt: null },
    });
  });
  it.each([
    ['a raise', usdt(80)],
    ['a removal', null],
  ])('%s waits exactly 24 hours: not in force 1 ms before, in force at that instant', (_, requested) => {
    const plan = planLimitChange({ amount: usdt(50), pendingAmount: null, pendingAt: null }, requested, now);
    const appliesAt = plus(now, DAY_MS);
    expect(plan).toEqual({
      change: 'pending',
      next: { amount: usdt(50), pendingAmount: requested, pendingAt: appliesAt },
    });
    expect(limitInForce(plan.next, plus(appliesAt, -1)).amount).toBe(usdt(50));
    expect(limitInForce(plan.next, appliesAt)).toEqual({ amount: requested, pendingAmount: null, pendingAt: null });
  });
  it('asking for the limit in force cancels a pending raise, or changes nothing', () => {
    const raising: LimitState = { amount: usdt(50), pendingAmount: usdt(80), pendingAt: plus(now, 1) };
    expect(planLimitChange(raising, usdt(50), now).next).toEqual({
      amount: usdt(50),
      pendingAmount: null,
      pendingAt: null,
    });
    expect(planLimitChange({ ...raising, pendingAt: null, pendingAmount: null }, usdt(50), now).change).toBe(
      'unchanged',
    );
    expect(planLimitChange(NO_LIMIT, null, now)).toEqual({ change: 'unchanged', next: NO_LIMIT });
  });
  it('a raise whose time has come is the limit a new request is weighed against', () => {
    const due: LimitState = { amount: usdt(50), pendingAmount: usdt(80), pendingAt: now };
    expect(planLimitChange(due, usdt(70), now).change).toBe('applied');
    expect(planLimitChange(due, usdt(90), now).next).toMatchObject({ amount: usdt(80), pendingAmount: usdt(90) });
  });

  /** Requests at non-decreasing times; the gaps favour the 24-hour boundary. */
  const requests = fc.array(
    fc.record({
      gap: fc.oneof(fc.constantFrom(0, 1, DAY_MS - 1, DAY_MS, DAY_MS + 1), fc.integer({ min: 0, max: 2 * DAY_MS })),
      requested: fc.option(
        fc.integer({ min: 1, max: 6 }).map((n) => usdt(n * 10)),
        { nil: null },
      ),
    }),
    { minLength: 1, maxLength: 12 },
  );
  const played = (start: Date, list: { gap: number; requested: MicroUsdt | null }[]) => {
    let state = NO_LIMIT;
    let time = start.getTime();
    return list.map(({ gap, requested }) => {
      time += gap;
      const when = new Date(time);
      const before = limitInForce(state, when).amount;
      const plan = planLimitChange(state, requested, when);
      state = plan.next;
      return { when, requested, before, plan };
    });
  };

  it('never loosens the limit in force at once; a looser request is pending for exactly 24 hours', () => {
    fc.assert(
      fc.property(requests, (list) => {
        for (const { when, requested, before, plan } of played(now, list)) {
          const after = limitInForce(plan.next, when).amount;
          expect(noLooser(after, before)).toBe(true);
          const loosening = !noLooser(requested, before);
          expect(plan.change === 'pending').toBe(loosening);
          if (loosening) {
            expect(plan.next).toEqual({ amount: before, pendingAmount: requested, pendingAt: plus(when, DAY_MS) });
            expect(limitInForce(plan.next, plus(when, DAY_MS - 1)).amount).toBe(before);
            expect(limitInForce(plan.next, plus(when, DAY_MS)).amount).toBe(requested);
          } else {
            expect(plan.next).toEqual({ amount: requested, pendingAmount: null, pendingAt: null });
          }
        }
      }),
      { numRuns: 500 },
    );
  });
  it('at any time the limit in force is no looser than anything asked for in the 24 hours before, and is the last request 24 hours after it', () => {
    fc.assert(
      fc.property(requests, fc.array(fc.integer({ min: 0, max: 30 * DAY_MS }), { maxLength: 8 }), (list, probes) => {
        const history = played(now, list);
        const times = history.flatMap(({ when }) => [0, -1, DAY_MS - 1, DAY_MS].map((d) => when.getTime() + d));
        for (const time of [...times, ...probes.map((p) => now.getTime() + p)]) {
          const made = history.filter(({ when }) => when.getTime() <= time);
          if (made.length === 0) continue;
          const last = made[made.length - 1]!;
          const inForce = limitInForce(last.plan.next, new Date(time)).amount;
          for (const request of made.filter(({ when }) => when.getTime() > time - DAY_MS))
            expect(noLooser(inForce, request.requested)).toBe(true);
          if (time >= last.when.getTime() + DAY_MS) expect(inForce).toBe(last.requested);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('bindingLimit: the lowest binds', () => {
  it('names the limit with the least room when the amount does not fit', () => {
    const checks = [
      { key: 'deposit_24h', limit: 50, used: 40 },
      { key: 'deposit_7d', limit: 100, used: 20 },
    ];
    expect(bindingLimit(checks, 20)).toEqual({ key: 'deposit_24h', limit: 50, used: 40, room: 10 });
    expect(bindingLimit(checks, 10)).toBeNull();
    expect(bindingLimit([{ key: 'deposit_24h', limit: 50, used: 70 }], 1)).toMatchObject({ room: 0 });
    expect(bindingLimit([], 1_000_000)).toBeNull();
  });
  it('is null iff the amount fits every room; else its room is the least of them', () => {
    const check = fc.record({
      key: fc.constantFrom('a', 'b', 'c', 'd'),
      limit: fc.integer({ min: 0, max: 100 }),
      used: fc.integer({ min: -50, max: 150 }),
    });
    fc.assert(
      fc.property(fc.array(check, { maxLength: 6 }), fc.integer({ min: 0, max: 120 }), (checks, amount) => {
        const rooms = checks.map((item) => Math.max(0, item.limit - item.used));
        const result = bindingLimit(checks, amount);
        expect(result === null).toBe(rooms.every((room) => amount <= room));
        if (result === null) return;
        expect(result.room).toBe(Math.min(...rooms));
        expect(checks).toContainEqual({ key: result.key, limit: result.limit, used: result.used });
        expect(result.room).toBe(Math.max(0, result.limit - result.used));
      }),
      { numRuns: 500 },
    );
  });
});

describe('breakEnd, isOnBreak and mayLiftPermanent', () => {
  it.each([
    ['cool_off', '24h', '2026-11-27T03:00:00.000Z', '2026-11-28T03:00:00.000Z'],
    ['cool_off', '7d', '2026-11-27T03:00:00.000Z', '2026-12-04T03:00:00.000Z'],
    ['cool_off', '30d', '2026-11-27T03:00:00.000Z', '2026-12-27T03:00:00.000Z'],
    ['cool_off', '6w', '2026-11-27T03:00:00.000Z', '2027-01-08T03:00:00.000Z'],
    ['exclusion', '6m', '2026-08-31T04:00:00.000Z', '2027-02-28T04:00:00.000Z'],
    ['exclusion', '6m', '2027-08-31T04:00:00.000Z', '2028-02-29T04:00:00.000Z'],
    ['exclusion', '1y', '2028-02-29T04:00:00.000Z', '2029-02-28T04:00:00.000Z'],
    ['exclusion', '5y', '2026-11-27T03:00:00.000Z', '2031-11-27T03:00:00.000Z'],
    // 05-01 01:00 北京时间 is 04-30 in UTC: six months on is 11-01 01:00 北京时间, not 10-31.
    ['exclusion', '6m', '2026-04-30T17:00:00.000Z', '2026-10-31T17:00:00.000Z'],
    // 03-31 01:00 北京时间 (03-30 UTC): 09-30 01:00 北京时间, clamped, not 10-01.
    ['exclusion', '6m', '2026-03-30T17:00:00.000Z', '2026-09-29T17:00:00.000Z'],
  ] as const)('%s %s from %s ends %s', (kind, period, start, end) => {
    expect(breakEnd(kind, period, at(start))?.toISOString()).toBe(end);
  });
  it('a permanent exclusion has no end; an unknown period is an error', () => {
    expect(breakEnd('exclusion', 'permanent', at('2026-11-27T03:00:00.000Z'))).toBeNull();
    expect(() => breakEnd('cool_off', '2h', at('2026-11-27T03:00:00.000Z'))).toThrow();
  });
  it('months fall on the same 北京时间 day and time, clamped at the end of a shorter month', () => {
    const start = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2060, 0, 1) }).map((ms) => new Date(ms));
    fc.assert(
      fc.property(fc.constantFrom(['6m', 6], ['1y', 12], ['5y', 60]), start, ([period, months], begin) => {
        const [date, time] = formatShanghaiTime(begin).split(' ') as [string, string];
        const [year, month, day] = date.split('-').map(Number) as [number, number, number];
        const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
        const endDate = new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))).toISOString().slice(0, 10);
        const end = breakEnd('exclusion', period, begin)!;
        expect(formatShanghaiTime(end)).toBe(`${endDate} ${time}`);
        expect(end.getUTCMilliseconds()).toBe(begin.getUTCMilliseconds());
      }),
      { numRuns: 500 },
    );
  });
  it('a break holds until its end, a permanent one until lifted', () => {
    const until = at('2026-11-28T03:00:00.000Z');
    expect(isOnBreak(until, 'cool_off', plus(until, -1))).toBe(true);
    expect(isOnBreak(until, 'cool_off', until)).toBe(false);
    expect(isOnBreak(null, 'exclusion', at('2099-01-01T00:00:00.000Z'))).toBe(true);
    expect(isOnBreak(null, null, until)).toBe(false);
  });
  it('a permanent exclusion may be lifted from the instant it has run 6 months, not 1 ms before', () => {
    const started = at('2026-08-31T04:00:00.000Z');
    expect(mayLiftPermanent(started, at('2027-02-28T04:00:00.000Z'))).toBe(true);
    expect(mayLiftPermanent(started, at('2027-02-28T03:59:59.999Z'))).toBe(false);
    expect(mayLiftPermanent(started, started)).toBe(false);
  });
  it('may lift exactly when a 6-month exclusion begun then would have ended', () => {
    const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2060, 0, 1) }).map((ms) => new Date(ms));
    fc.assert(
      fc.property(
        instant,
        fc.oneof(fc.constantFrom(-1, 0, 1), fc.integer({ min: -400 * DAY_MS, max: 400 * DAY_MS })),
        (started, later) => {
          const sixMonths = breakEnd('exclusion', '6m', started)!;
          const now = plus(sixMonths, later);
          expect(mayLiftPermanent(started, now)).toBe(now >= sixMonths);
        },
      ),
      { numRuns: 500 },
    );
  });
});
