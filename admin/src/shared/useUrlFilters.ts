/**
 * A list screen's filters in the address (url-filters.ts): the values to show and to query by, and a
 * setter that writes changes there (replacing the entry, so back leaves the list rather than undoing
 * each filter). Pair with usePagedList's `inUrl`, which keeps the page and size beside them.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { dayRangeQuery } from './day-range';
import { readUrlFilters, writeUrlFilters, type FilterChanges, type FilterValues } from './url-filters';

export function useUrlFilters<Key extends string>(defaults: FilterValues<Key>) {
  const [params, setParams] = useSearchParams();
  // The defaults are a literal in the screen: compared by value, not by identity.
  const defaultsKey = JSON.stringify(defaults);
  const values = useMemo(
    () => readUrlFilters(params, JSON.parse(defaultsKey) as FilterValues<Key>),
    [params, defaultsKey],
  );
  const setFilters = useCallback(
    (changes: FilterChanges<Key>) =>
      setParams((current) => writeUrlFilters(current, changes, JSON.parse(defaultsKey) as FilterValues<Key>), {
        replace: true,
      }),
    [setParams, defaultsKey],
  );
  return [values, setFilters] as const;
}

/** The days of a `start_date`/`end_date` pair of filters as a RangePicker holds them. */
export function pickedDays(values: { start_date: string; end_date: string }): [Dayjs | null, Dayjs | null] | null {
  if (!values.start_date && !values.end_date) return null;
  const day = (text: string) => (text && dayjs(text).isValid() ? dayjs(text) : null);
  return [day(values.start_date), day(values.end_date)];
}

/** A RangePicker's change as filter changes (a cleared range removes both days). */
export function dayRangeChanges(range: Parameters<typeof dayRangeQuery>[0]) {
  return { start_date: undefined, end_date: undefined, ...dayRangeQuery(range) };
}
