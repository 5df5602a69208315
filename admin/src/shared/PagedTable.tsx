/**
 * The table of a server-paged list (usePagedList or usePagedResult): its rows, loading state and
 * pagination come from `list`; anything else a Table takes (scroll, expandable, onRow…) passes on.
 * A failed load shows its message with 重试 above the rows (kept from the last good load) and in
 * place of "暂无数据" when there are none: an error is never an empty list.
 */
import { Table, type TableProps } from 'antd';
import { LoadError } from './LoadError';

interface PagedRows<Row> {
  rows: Row[];
  loading: boolean;
  error?: string | null;
  reload?: () => unknown;
  pagination: TableProps<Row>['pagination'];
}

export function PagedTable<Row extends object>({
  list,
  ...table
}: { list: PagedRows<Row> } & Omit<TableProps<Row>, 'dataSource' | 'loading' | 'pagination'>) {
  const failed = list.error ? <LoadError error={list.error} onRetry={() => list.reload?.()} /> : null;
  // The alert takes a slot of its own before the table: the table is never remounted when it comes and goes.
  return (
    <>
      {failed && <div style={{ marginBottom: 12 }}>{failed}</div>}
      <Table<Row>
        rowKey="id"
        size="middle"
        {...table}
        locale={failed && list.rows.length === 0 ? { ...table.locale, emptyText: '加载失败，请重试' } : table.locale}
        dataSource={list.rows}
        loading={list.loading}
        pagination={list.pagination}
      />
    </>
  );
}
