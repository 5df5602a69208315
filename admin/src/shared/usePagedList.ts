/**
 * A paged operator list (`{ total, page, size, list }`) with the filters on screen: what an antd
 * Table needs (rows, loading, pagination), a reload after a change, and the same fetch for CSV.
 * A failed load is kept as `error` (PagedTable shows it with 重试, never as an empty list); with
 * `refreshMs` (a queue) the page reloads itself while visible, quietly: no spinner, no toast.
 * With `inUrl` the page and size live in the address (?page=&size=) beside the screen's filters
 * (useUrlFilters), so back, a reload or a new tab shows the same page.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../api/client';
import { PAGE_SIZES, readUrlPage, writeUrlPage } from './url-filters';
import { useListLoad } from './useListLoad';

type Filters = Record<string, string | number | boolean | undefined | null>;

export interface PageOf<Row> {
  total: number;
  list: Row[];
}

export interface ListOptions {
  /** Reload the shown page every so often while the page is visible (QUEUE_REFRESH_MS for a queue). */
  refreshMs?: number;
  /** Page and size in the address: one such list a screen (they share ?page= and ?size=). */
  inUrl?: boolean;
}

/** Most lists answer their rows as `list`; a few older ones (promotion claims) as `items`. */
const pageOf = <Row>(body: { total: number; list?: Row[]; items?: Row[] }): PageOf<Row> => ({
  total: body.total,
  list: body.list ?? body.items ?? [],
});

const NO_ROWS = { total: 0, list: [] };

export function usePagedList<Row>(path: string, filters: Filters, defaultSize = 20, options: ListOptions = {}) {
  const inUrl = options.inUrl === true;
  const [params, setParams] = useSearchParams();
  const [localPage, setLocalPage] = useState(1);
  const { page, size: pageSize } = inUrl ? readUrlPage(params, defaultSize) : { page: localPage, size: defaultSize };
  const setPage = useCallback(
    (next: number, size = defaultSize) => {
      if (inUrl && next === page && size === pageSize) return;
      if (inUrl) setParams((current) => writeUrlPage(current, next, size, defaultSize), { replace: true });
      else setLocalPage(next);
    },
    [inUrl, setParams, defaultSize, page, pageSize],
  );
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

  // New filters start again at the first page (not on the first render: the address may name a page).
  const shownFilters = useRef(filterKey);
  useEffect(() => {
    if (shownFilters.current === filterKey) return;
    shownFilters.current = filterKey;
    setPage(1, pageSize);
  }, [filterKey, setPage, pageSize]);

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
      showSizeChanger: inUrl,
      pageSizeOptions: PAGE_SIZES.map(String),
      showTotal: (total: number) => `共 ${total} 条`,
      onChange: (next: number, size: number) => setPage(size === pageSize ? next : 1, size),
    },
  };
}
