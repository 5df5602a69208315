import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './keyset-cursor';
import { resolvePeriod, shanghaiDate } from './record-period';

// 2026-03-01 00:30 in Shanghai is 2026-02-28 16:30 UTC: the day has just turned there.
const justAfterMidnight = new Date('2026-02-28T16:30:00.000Z');

describe('resolvePeriod', () => {
  it('counts days from 00:00 Asia/Shanghai, not UTC', () => {
    expect(shanghaiDate(justAfterMidnight)).toBe('2026-03-01');
    expect(resolvePeriod({ period: 'today' }, justAfterMidnight)).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-01',
      fromUtc: '2026-02-28T16:00:00.000Z',
      toUtc: '2026-03-01T16:00:00.000Z',
    });
    expect(resolvePeriod({ period: 'yesterday' }, justAfterMidnight).startDate).toBe('2026-02-28');
  });

  it('covers 7 and 30 days including today', () => {
    expect(resolvePeriod({ period: '7d' }, justAfterMidnight)).toMatchObject({
      startDate: '2026-02-23',
      endDate: '2026-03-01',
    });
    expect(resolvePeriod({ period: '30d' }, justAfterMidnight)).toMatchObject({
      startDate: '2026-01-31',
      endDate: '2026-03-01',
    });
  });

  it('takes explicit dates over the named period, one date alone as that day', () => {
    expect(
      resolvePeriod({ period: '30d', start_date: '2026-02-01', end_date: '2026-02-03' }, justAfterMidnight),
    ).toMatchObject({
      startDate: '2026-02-01',
      endDate: '2026-02-03',
      toUtc: '2026-02-03T16:00:00.000Z',
    });
    expect(resolvePeriod({ period: 'today', end_date: '2026-02-10' }, justAfterMidnight)).toMatchObject({
      startDate: '2026-02-10',
      endDate: '2026-02-10',
    });
  });

  it.each([
    [{ start_date: '2026-02-30' }, '日期格式错误，请使用YYYY-MM-DD'],
    [{ start_date: '1999-12-31' }, '日期格式错误，请使用YYYY-MM-DD'],
    [{ start_date: '2026-02-10', end_date: '2026-02-01' }, '开始日期不能晚于结束日期'],
    [{ start_date: '2026-03-02' }, '结束日期不能晚于今天'],
    [{ start_date: '2026-01-01', end_date: '2026-02-01' }, '查询时间跨度不能超过31天'],
  ])('refuses %o in Chinese', (dates, message) => {
    expect(() => resolvePeriod({ period: 'today', ...dates }, justAfterMidnight)).toThrow(message);
  });
});

describe('keyset cursors', () => {
  it('round-trip the time and id of the last row', () => {
    const keyset = { at: '2026-02-28T16:30:00.000Z', id: 42 };
    expect(decodeCursor(encodeCursor(keyset))).toEqual(keyset);
    expect(decodeCursor(undefined)).toBeUndefined();
  });

  it.each([
    'x',
    'W10',
    Buffer.from('["2026-02-28", 1]').toString('base64url'),
    Buffer.from('["2026-02-28T16:30:00.000Z", -1]').toString('base64url'),
  ])('refuse a cursor this server did not write (%s)', (cursor) => {
    expect(() => decodeCursor(cursor)).toThrow('翻页参数无效，请刷新后重试');
  });
});
