import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, lastDayOfMonth, windowAt, windowOf, type WindowKind } from './windows';

const START = '2026-11-16T02:00:00.000Z'; // 2026-11-16 10:00 Shanghai

describe('windowAt: the day turns at 00:00 Asia/Shanghai (16:00 UTC)', () => {
  it.each<[WindowKind, string, string]>([
    ['day', '2026-11-16T15:59:59.999Z', '2026-11-16'],
    ['day', '2026-11-16T16:00:00.000Z', '2026-11-17'],
    ['month', '2026-11-30T15:59:59.999Z', '2026-11'],
    ['month', '2026-11-30T16:00:00.000Z', '2026-12'],
    ['week7', '2026-11-22T15:59:59.999Z', '2026-11-16~2026-11-22'],
    ['week7', '2026-11-22T16:00:00.000Z', '2026-11-23~2026-11-29'],
  ])('%s at %s is %s', (kind, now, key) => {
    expect(windowAt(kind, new Date(now), START).key).toBe(key);
  });
  it('takes the promotion start as a Shanghai date too (23:30 UTC is the next day there)', () => {
    expect(windowAt('week7', new Date('2026-11-17T00:00:00.000Z'), '2026-11-15T23:30:00.000Z')).toEqual({
      key: '2026-11-16~2026-11-22',
      first: '2026-11-16',
      last: '2026-11-22',
    });
  });
});

describe('windowOf', () => {
  it('week7: the start day opens the first window, day 7 closes it, day 8 opens the second', () => {
    expect(windowOf('week7', '2026-11-16', '2026-11-16')).toEqual({
      key: '2026-11-16~2026-11-22',
      first: '2026-11-16',
      last: '2026-11-22',
    });
    expect(windowOf('week7', '2026-11-22', '2026-11-16').first).toBe('2026-11-16');
    expect(windowOf('week7', '2026-11-23', '2026-11-16').first).toBe('2026-11-23');
    // Across a month and a year end.
    expect(windowOf('week7', '2027-01-02', '2026-12-28')).toMatchObject({ first: '2026-12-28', last: '2027-01-03' });
  });
  it('week7: a day before the start lies in the seven before it', () => {
    expect(windowOf('week7', '2026-11-15', '2026-11-16')).toMatchObject({ first: '2026-11-09', last: '2026-11-15' });
  });
  it.each([
    ['2026-02-14', '2026-02-28'],
    ['2028-02-01', '2028-02-29'],
    ['2100-02-01', '2100-02-28'],
    ['2000-02-29', '2000-02-29'],
    ['2026-04-30', '2026-04-30'],
    ['2026-12-31', '2026-12-31'],
    ['2026-01-01', '2026-01-31'],
  ])('month of %s ends %s', (day, last) => {
    expect(lastDayOfMonth(day)).toBe(last);
    expect(windowOf('month', day, '2020-01-01')).toEqual({ key: day.slice(0, 7), first: `${day.slice(0, 8)}01`, last });
  });
  it('day: the day itself', () => {
    expect(windowOf('day', '2028-02-29', '2028-01-01')).toEqual({
      key: '2028-02-29',
      first: '2028-02-29',
      last: '2028-02-29',
    });
  });
  it('refuses text that is no day', () => {
    expect(() => windowOf('day', '2026-02-30', '2026-01-01')).toThrow(RangeError);
    expect(() => windowOf('week7', '2026-02-01', '2026/01/01')).toThrow(RangeError);
  });
  it('addDays crosses months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('windows (properties)', () => {
  const day = fc
    .integer({ min: 0, max: 365 * 200 })
    .map((n) => new Date(Date.UTC(1970, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
  const kind = fc.constantFrom<WindowKind>('day', 'week7', 'month');

  it('every day lies in its window, and every day of a window has that same window', () => {
    fc.assert(
      fc.property(kind, day, day, (k, d, anchor) => {
        const window = windowOf(k, d, anchor);
        expect(window.first <= d && d <= window.last).toBe(true);
        for (let at = window.first; at <= window.last; at = addDays(at, 1))
          expect(windowOf(k, at, anchor)).toEqual(window);
      }),
      { numRuns: 300 },
    );
  });
  it('windows are contiguous: the day after a window opens the next one', () => {
    fc.assert(
      fc.property(kind, day, day, (k, d, anchor) => {
        const window = windowOf(k, d, anchor);
        const next = windowOf(k, addDays(window.last, 1), anchor);
        expect(next.first).toBe(addDays(window.last, 1));
        expect(next.key).not.toBe(window.key);
        expect(windowOf(k, addDays(window.first, -1), anchor).last).toBe(addDays(window.first, -1));
      }),
      { numRuns: 300 },
    );
  });
});
