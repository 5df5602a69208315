import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dayRangeQuery } from './day-range';

describe('dayRangeQuery', () => {
  it('sends the picked days as start_date and end_date, and nothing for no range', () => {
    expect(dayRangeQuery([dayjs('2026-01-02T23:59:00'), dayjs('2026-01-05T00:00:00')])).toEqual({
      start_date: '2026-01-02',
      end_date: '2026-01-05',
    });
    expect(dayRangeQuery(null)).toEqual({});
    expect(dayRangeQuery([dayjs('2026-01-02'), null])).toEqual({ start_date: '2026-01-02' });
  });
});
