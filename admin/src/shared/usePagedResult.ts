/**
 * A paged operator list that answers more than `{ total, list }`: `{ total, items, totals }` of the
 * claims report, `{ directs_total, directs, upline }` of an agent's tree. The whole result is kept
 * (for totals and headers beside the table); `rowsOf` and `totalOf` say where its rows and count are.
 * A failed load is `error` (PagedTable shows it with 重试); `refreshMs` reloads quietly while visible.
 */
import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { api } from '../api/client';
import { useListLoad } from './useListLoad';
import type { ListOptions, PageOf } from './usePagedList';

type Filters = Record<string, string | number | boolean | undefined | null>;

export interface PagedResultOptions<Result, Row> extends ListOptions {
  schema: z.ZodType<Result>;
  rowsOf: (result: Result) => Row[];
  totalOf: (result: Result) => number;
  pageSize?: number;
  /** False: nothing is fetched (a lookup waiting for its id). */
  enabled?: boolean;
}

export function usePagedResult<Result, Row>(path: string, filters: Filters, options: PagedResultOptions<Result, Row>) {
  const { schema, rowsOf, totalOf, pageSize = 20, enabled = true } = options;
  const [page, setPage] = useState(1);
  const filterKey = JSON.stringify(filters);

  const fetchResult = useCallback(
    (pageNumber: number, size: number) =>
      api.get(path, { ...(JSON.parse(filterKey) as Filters), page: pageNumber, size }, schema),
    [path, filterKey, schema],
  );
  /** The shape ExportButton pages through. */
  const fetchPage = useCallback(
    async (pageNumber: number, size: number): Promise<PageOf<Row>> => {
      const answer = await fetchResult(pageNumber, size);
      return { total: totalOf(answer), list: rowsOf(answer) };
    },
    [fetchResult, rowsOf, totalOf],
  );

  const fetchShown = useCallback(
    async () => (enabled ? fetchResult(page, pageSize) : null),
    [enabled, fetchResult, page, pageSize],
  );
  const load = useListLoad<Result | null>(fetchShown, enabled ? options.refreshMs : undefined);
  const result = load.data;

  // New filters, or another list (an agent's tree), start again at the first page.
  useEffect(() => setPage(1), [filterKey, path]);

  const total = result === null ? 0 : totalOf(result);
  return {
    result,
    rows: result === null ? [] : rowsOf(result),
    loading: load.loading,
    error: load.error,
    reload: load.reload,
    fetchPage,
    pagination: {
      current: page,
      pageSize,
      total,
      showSizeChanger: false,
      showTotal: (count: number) => `共 ${count} 条`,
      onChange: (next: number) => setPage(next),
    },
  };
}
