/**
 * 关联群组: groups of players who shared an address, a device or a withdrawal address in the period
 * (北京时间 days; the API's default is the last 30 days), largest first and sortable by size.
 */
import { Alert, Button, DatePicker, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { clustersResultSchema, riskAdminPaths, type RiskCluster } from 'shared-contracts';
import { api } from '../../../api/client';
import { formatTime } from '../../../shared/format';
import { useApiData } from '../../../shared/useApiData';
import { LinkTags } from '../../../shared/RiskLinkTags';

type Range = [Dayjs | null, Dayjs | null] | null;

export function ClustersTab() {
  const [range, setRange] = useState<Range>(null);
  const from = range?.[0]?.format('YYYY-MM-DD');
  const to = range?.[1]?.format('YYYY-MM-DD');
  const fetchClusters = useCallback(
    () => api.get(riskAdminPaths.clusters, { from, to }, clustersResultSchema),
    [from, to],
  );
  const { data, loading, error, reload } = useApiData(fetchClusters);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <DatePicker.RangePicker
          value={range}
          onChange={(value) => setRange(value)}
          placeholder={['开始日期', '结束日期']}
        />
        <Button onClick={reload}>刷新</Button>
        {data && (
          <Typography.Text type="secondary">
            期间：{data.from} 至 {data.to}（北京时间），共 {data.list.length} 个群组
          </Typography.Text>
        )}
      </Space>
      {error && !data && (
        <Alert type="error" showIcon message={error} action={<Button onClick={reload}>重试</Button>} />
      )}
      {data?.truncated && <Alert type="warning" showIcon message="共用值过多，只统计了人数最多的一部分" />}
      <div data-testid="risk-clusters">
        <Table<RiskCluster>
          rowKey={(cluster) => cluster.players.map((player) => player.id).join('-')}
          size="middle"
          loading={loading}
          dataSource={data?.list ?? []}
          pagination={{ pageSize: 20, showSizeChanger: false, showTotal: (total) => `共 ${total} 个群组` }}
          columns={[
            {
              title: '人数',
              width: 90,
              render: (_, cluster) => <span data-testid="risk-cluster-size">{cluster.players.length}</span>,
              sorter: (a, b) => a.players.length - b.players.length,
              defaultSortOrder: 'descend',
            },
            {
              title: '玩家',
              render: (_, cluster) => (
                <Space size={[8, 4]} wrap>
                  {cluster.players.map((player) => (
                    <Link key={player.id} to={`/players/${player.id}`}>
                      {player.username}
                    </Link>
                  ))}
                </Space>
              ),
            },
            { title: '关联依据', render: (_, cluster) => <LinkTags links={cluster.links} /> },
            {
              title: '最近出现',
              width: 190,
              render: (_, cluster) => formatTime(cluster.last_seen),
              sorter: (a, b) => a.last_seen.localeCompare(b.last_seen),
            },
          ]}
        />
      </div>
    </Space>
  );
}
