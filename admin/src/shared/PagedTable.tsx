/**
 * The table of a server-paged list (usePagedList or usePagedResult): its rows, loading state and
 * pagination come from `list`; anything else a Table takes (scroll, expandable, onRow…) passes on.
 */
import { Table, type TableProps } from 'antd';

interface PagedRows<Row> {
  rows: Row[];
  loading: boolean;
  pagination: TableProps<Row>['pagination'];
}

export function PagedTable<Row extends object>({
  list,
  ...table
}: { list: PagedRows<Row> } & Omit<TableProps<Row>, 'dataSource' | 'loading' | 'pagination'>) {
  return (
    <Table<Row>
      rowKey="id"
      size="middle"
      {...table}
      dataSource={list.rows}
      loading={list.loading}
      pagination={list.pagination}
    />
  );
}
