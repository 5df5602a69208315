/**
 * 审计日志: every operator action (and a player's own, such as adding a withdrawal address) with its
 * row before and after and where it came from (IP, browser); filters, paging and CSV of every page.
 */
import { Card, Flex, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { apiPaths, type AuditEntry } from 'shared-contracts';
import type { CsvColumn } from '../../shared/csv';
import { IpCell, UserAgentCell } from '../../shared/ClientCells';
import { ExportButton } from '../../shared/ExportButton';
import { formatTime } from '../../shared/format';
import { usePagedList } from '../../shared/usePagedList';
import { useUrlFilters } from '../../shared/useUrlFilters';
import { AuditDiff } from './components/AuditDiff';
import { AuditFilters, type AuditFilterValues } from './components/AuditFilters';
import { RetentionSetting } from './components/RetentionSetting';
import { shownValue } from './diff';
import { actionLabels, entityLabel } from './labels';

const CSV_COLUMNS: CsvColumn<AuditEntry>[] = [
  { title: '时间（北京时间）', value: (entry) => formatTime(entry.created_at) },
  { title: '操作人', value: (entry) => entry.operator },
  { title: '动作', value: (entry) => actionLabels[entry.action].text },
  { title: '对象', value: (entry) => entry.entity },
  { title: '对象ID', value: (entry) => entry.entity_id },
  { title: '修改前', value: (entry) => shownValue(entry.before ?? undefined) },
  { title: '修改后', value: (entry) => shownValue(entry.after ?? undefined) },
  { title: 'IP', value: (entry) => entry.ip ?? '' },
  { title: '设备ID', value: (entry) => entry.device_id ?? '' },
  { title: 'User-Agent', value: (entry) => entry.user_agent ?? '' },
];

export default function AuditScreen() {
  // Filters, page and size in the address: back or a reload shows the same entries.
  const [urlFilters, setFilters] = useUrlFilters({ operator: '', entity: '', entity_id: '', from: '', to: '' });
  const filters: AuditFilterValues = Object.fromEntries(Object.entries(urlFilters).filter(([, value]) => value !== ''));
  const { rows, loading, pagination, fetchPage } = usePagedList<AuditEntry>(apiPaths.admin.audit, { ...filters }, 20, {
    inUrl: true,
  });
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        审计日志
      </Typography.Title>
      <Card size="small">
        <Flex justify="space-between" align="start" gap={16}>
          <AuditFilters
            initial={filters}
            onChange={(next) => setFilters({ operator: '', entity: '', entity_id: '', from: '', to: '', ...next })}
          />
          <ExportButton filename="审计日志.csv" columns={CSV_COLUMNS} fetchPage={fetchPage} />
        </Flex>
        <RetentionSetting />
      </Card>
      <Table<AuditEntry>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={rows}
        pagination={pagination}
        expandable={{
          expandedRowRender: (entry) => <AuditDiff before={entry.before} after={entry.after} />,
        }}
        columns={[
          { title: '时间', dataIndex: 'created_at', width: 190, render: (at: string) => formatTime(at) },
          {
            title: '操作人',
            dataIndex: 'operator',
            width: 160,
            // A player's own action links to the player.
            render: (operator: string, entry) =>
              entry.player_id === null ? operator : <Link to={`/players/${entry.player_id}`}>{operator}</Link>,
          },
          {
            title: '动作',
            dataIndex: 'action',
            width: 90,
            render: (action: AuditEntry['action']) => (
              <Tag color={actionLabels[action].color}>{actionLabels[action].text}</Tag>
            ),
          },
          { title: '对象', dataIndex: 'entity', render: (entity: string) => entityLabel(entity) },
          { title: '对象ID', dataIndex: 'entity_id', width: 140 },
          { title: 'IP', dataIndex: 'ip', width: 150, render: (ip: string | null) => <IpCell ip={ip} /> },
          {
            title: '浏览器',
            dataIndex: 'user_agent',
            width: 170,
            render: (agent: string | null) => <UserAgentCell agent={agent} />,
          },
        ]}
      />
    </Flex>
  );
}
