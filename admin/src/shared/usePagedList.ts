/**
 * A paged operator list (`{ total, page, size, list }`) with the filters on screen: what an antd
 * Table needs (rows, loading, pagination), a reload after a change, and the same fetch for CSV.
 * A failed load is kept as `error` (PagedTable shows it with 重试, never as an empty list); with
 * `refreshMs` (a queue) the page reloads itself while visible, quietly: no spinner, no toast.
 */
import { useCallback, useEffect, useState } from 'react';
import { api } from '../api/client';
import { useListLoad } from './useListLoad';

type Filters = Record<string, string | number | boolean | undefined | null>;

export interface PageOf<Row> {
  total: number;
  list: Row[];
}

export interface ListOptions {
  /** Reload the shown page every so often while the page is visible (QUEUE_REFRESH_MS for a queue). */
  refreshMs?: number;
}

/** Most lists answer their rows as `list`; a few older ones (promotion claims) as `items`. */
const pageOf = <Row>(body: { total: number; list?: Row[]; items?: Row[] }): PageOf<Row> => ({
  total: body.total,
  list: body.list ?? body.items ?? [],
});

const NO_ROWS = { total: 0, list: [] };

export function usePagedList<Row>(path: string, filters: Filters, pageSize = 20, options: ListOptions = {}) {
  const [page, setPage] = useState(1);
  const filterKey = JSON.stringify(filters);

  const fetchPage = useCallback(
    (pageNumber: number, size: number) =>
      api
        .get<{ total: number; list?: Row[]; items?: Row[] }>(path, {
          ...(JSON.parse(filterKey) as Filters),
          page: pageNumber,
          size,
        })
        .then(pageOf),
    [path, filterKey],
  );
  const fetchShown = useCallback(() => fetchPage(page, pageSize), [fetchPage, page, pageSize]);
  const load = useListLoad<PageOf<Row>>(fetchShown, options.refreshMs);
  const data = load.data ?? NO_ROWS;

  // New filters start again at the first page.
  useEffect(() => setPage(1), [filterKey]);

  return {
    rows: data.list,
    total: data.total,
    loading: load.loading,
    error: load.error,
    reload: load.reload,
    fetchPage,
    pagination: {
      current: page,
      pageSize,
      total: data.total,
      showSizeChanger: false,
      showTotal: (total: number) => `共 ${total} 条`,
      onChange: (next: number) => setPage(next),
    },
  };
}
