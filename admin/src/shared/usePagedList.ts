/**
 * A paged operator list (`{ total, page, size, list }`) with the filters on screen: what an antd
 * Table needs (rows, loading, pagination), a reload after a change, and the same fetch for CSV.
 */
import { App } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../api/client';

type Filters = Record<string, string | number | boolean | undefined | null>;

export interface PageOf<Row> {
  total: number;
  list: Row[];
}

/** Most lists answer their rows as `list`; a few older ones (promotion claims) as `items`. */
const pageOf = <Row>(body: { total: number; list?: Row[]; items?: Row[] }): PageOf<Row> => ({
  total: body.total,
  list: body.list ?? body.items ?? [],
});

export function usePagedList<Row>(path: string, filters: Filters, pageSize = 20) {
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<PageOf<Row>>({ total: 0, list: [] });
  const [loading, setLoading] = useState(false);
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

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setData(await fetchPage(page, pageSize));
    } catch (error) {
      message.error((error as Error).message);
    } finally {
      setLoading(false);
    }
  }, [fetchPage, page, pageSize, message]);

  // New filters start again at the first page.
  useEffect(() => setPage(1), [filterKey]);
  useEffect(() => {
    void reload();
  }, [reload]);

  return {
    rows: data.list,
    total: data.total,
    loading,
    reload,
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
