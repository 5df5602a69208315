/** An entry's row before and after, side by side, the changed fields highlighted. */
import { Empty, Table, Tag, Typography } from 'antd';
import { auditDiff, type DiffRow } from '../diff';

const CHANGED_BACKGROUND = '#fff7e6';

// Long values (HTML, pictures as data URLs) fold to three lines; the operator opens what they need.
const valueCell = (text: string) =>
  text === '' ? (
    <Typography.Text type="secondary">—</Typography.Text>
  ) : (
    <Typography.Paragraph
      style={{ margin: 0, wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}
      ellipsis={{ rows: 3, expandable: 'collapsible', symbol: (expanded) => (expanded ? '收起' : '展开') }}
    >
      {text}
    </Typography.Paragraph>
  );

export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const rows = auditDiff(before, after);
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="无记录内容" />;
  // A create or a delete has one side only: every field is new or gone, so nothing is singled out.
  const comparing = before !== null && before !== undefined && after !== null && after !== undefined;
  const changed = rows.filter((row) => row.changed).length;
  const title = comparing
    ? `共 ${rows.length} 个字段，${changed} 个有变化（已高亮）`
    : after === null || after === undefined
      ? '删除前的内容'
      : '新增时的内容';
  return (
    <Table<DiffRow>
      size="small"
      rowKey="field"
      pagination={false}
      dataSource={rows}
      tableLayout="fixed"
      title={() => title}
      onRow={(row) => ({ style: comparing && row.changed ? { background: CHANGED_BACKGROUND } : undefined })}
      columns={[
        {
          title: '字段',
          dataIndex: 'field',
          width: 220,
          render: (field: string, row) => (
            <span>
              <Typography.Text code>{field}</Typography.Text>
              {comparing && row.changed && <Tag color="orange">已变更</Tag>}
            </span>
          ),
        },
        { title: '修改前', dataIndex: 'before', render: valueCell },
        { title: '修改后', dataIndex: 'after', render: valueCell },
      ]}
    />
  );
}
