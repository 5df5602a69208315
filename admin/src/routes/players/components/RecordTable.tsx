/**
 * A paged operator list as a table with its CSV export: one column list gives both, so the file
 * holds what the screen shows (as plain text: no tags or links).
 */
import { Space } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { ExportButton } from '../../../shared/ExportButton';
import { usePagedList } from '../../../shared/usePagedList';
import { PagedTable } from '../../../shared/PagedTable';

export interface RecordColumn<Row> {
  title: string;
  /** The cell as text (the CSV's value, and the cell unless `render` is given). */
  value: (row: Row) => string | number | null | undefined;
  render?: (row: Row) => ReactNode;
  width?: number;
  align?: 'left' | 'right' | 'center';
  /** Kept in view while the table scrolls sideways (the actions). */
  fixed?: 'right';
  /** Only on screen, not in the CSV (the actions). */
  screenOnly?: boolean;
}

type Filters = Record<string, string | number | boolean | undefined | null>;

export function RecordTable<Row extends { id: number | string }>(props: {
  path: string;
  filters?: Filters;
  columns: RecordColumn<Row>[];
  filename: string;
  /** Controls beside the export button (filters). */
  toolbar?: ReactNode;
  onRowClick?: (row: Row) => void;
  /** Bumped by the parent to load the page again after a change. */
  reloadKey?: number;
  pageSize?: number;
  /** A queue's table: reloads itself this often while visible (QUEUE_REFRESH_MS). */
  refreshMs?: number;
  /** Page and size in the address (usePagedList's inUrl): the one list of its screen. */
  inUrl?: boolean;
}) {
  const list = usePagedList<Row>(props.path, props.filters ?? {}, props.pageSize, {
    refreshMs: props.refreshMs,
    inUrl: props.inUrl === true,
  });
  const { reload } = list;
  const shownKey = useRef(props.reloadKey);
  useEffect(() => {
    if (shownKey.current === props.reloadKey) return;
    shownKey.current = props.reloadKey;
    void reload();
  }, [props.reloadKey, reload]);
  const csv = props.columns
    .filter((column) => !column.screenOnly)
    .map((column) => ({ title: column.title, value: column.value }));
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Space wrap>{props.toolbar}</Space>
        <ExportButton filename={props.filename} columns={csv} fetchPage={(page, size) => list.fetchPage(page, size)} />
      </Space>
      <PagedTable<Row>
        list={list}
        scroll={{ x: 'max-content' }}
        onRow={
          props.onRowClick
            ? (row) => ({
                onClick: (event) => {
                  // A link in the row (ctrl/middle-click opens a tab) goes where it points by itself.
                  if ((event.target as HTMLElement).closest('a')) return;
                  props.onRowClick!(row);
                },
                style: { cursor: 'pointer' },
              })
            : undefined
        }
        columns={props.columns.map((column, index) => ({
          key: index,
          title: column.title,
          width: column.width,
          align: column.align,
          fixed: column.fixed,
          render: (_: unknown, row: Row) => (column.render ? column.render(row) : column.value(row)),
        }))}
      />
    </Space>
  );
}
