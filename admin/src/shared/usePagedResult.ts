/**
 * A paged operator list that answers more than `{ total, list }`: `{ total, items, totals }` of the
 * claims report, `{ directs_total, directs, upline }` of an agent's tree. The whole result is kept
 * (for totals and headers beside the table); `rowsOf` and `totalOf` say where its rows and count are.
 */
import { App } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { api } from '../api/client';
import type { PageOf } from './usePagedList';

type Filters = Record<string, string | number | boolean | undefined | null>;

export interface PagedResultOptions<Result, Row> {
  schema: z.ZodType<Result>;
  rowsOf: (result: Result) => Row[];
  totalOf: (result: Result) => number;
  pageSize?: number;
  /** False: nothing is fetched (a lookup waiting for its id). */
  enabled?: boolean;
}

export function usePagedResult<Result, Row>(path: string, filters: Filters, options: PagedResultOptions<Result, Row>) {
  const { message } = App.useApp();
  const { schema, rowsOf, totalOf, pageSize = 20, enabled = true } = options;
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<Result | null>(null);
  const [loading, setLoading] = useState(false);
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

  const reload = useCallback(async () => {
    if (!enabled) return;
    setLoading(true);
    try {
      setResult(await fetchResult(page, pageSize));
    } catch (error) {
      setResult(null);
      message.error((error as Error).message);
    } finally {
      setLoading(false);
    }
  }, [enabled, fetchResult, page, pageSize, message]);

  // New filters, or another list (an agent's tree), start again at the first page.
  useEffect(() => setPage(1), [filterKey, path]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const total = result === null ? 0 : totalOf(result);
  return {
    result,
    rows: result === null ? [] : rowsOf(result),
    loading,
    reload,
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
