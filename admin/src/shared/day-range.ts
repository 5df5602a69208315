/**
 * The day-range filter of the money lists: a RangePicker's two days as the API's `start_date` and
 * `end_date` ('YYYY-MM-DD', read by the API as Asia/Shanghai days, both included).
 */

/** What a RangePicker holds: two dates (dayjs) or nothing; only `format` is used. */
type PickedDay = { format(template: string): string } | null | undefined;

export interface DayRangeQuery {
  start_date?: string;
  end_date?: string;
}

/**
 * @example dayRangeQuery([dayjs('2026-01-02'), dayjs('2026-01-05')]) // { start_date: '2026-01-02', end_date: '2026-01-05' }
 */
export function dayRangeQuery(range: readonly [PickedDay, PickedDay] | null | undefined): DayRangeQuery {
  const [start, end] = range ?? [null, null];
  return {
    ...(start ? { start_date: start.format('YYYY-MM-DD') } : {}),
    ...(end ? { end_date: end.format('YYYY-MM-DD') } : {}),
  };
}
