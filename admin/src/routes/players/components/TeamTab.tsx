/** 团队: the player's upline to the top and their direct members (GET /api/admin/agents/:id/tree), paged, with CSV. */
import { App, Breadcrumb, Descriptions, Space, Table } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { agentTreeResultSchema, apiPaths, type AgentTreeResult } from 'shared-contracts';
import { api } from '../../../api/client';
import { ExportButton } from '../../../shared/ExportButton';
import { formatTime, formatUsdt } from '../../../shared/format';

const PAGE_SIZE = 20;
type Member = AgentTreeResult['directs'][number];

export function TeamTab({ playerId }: { playerId: number }) {
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  // The page the tree on screen is of: loading while it is not the one asked for.
  const [loaded, setLoaded] = useState<{ page: number; tree: AgentTreeResult } | null>(null);
  const fetchTree = useCallback(
    (pageNumber: number, size: number) =>
      api.get(`${apiPaths.admin.agents}/${playerId}/tree`, { page: pageNumber, size }, agentTreeResultSchema),
    [playerId],
  );
  useEffect(() => {
    fetchTree(page, PAGE_SIZE)
      .then((tree) => setLoaded({ page, tree }))
      .catch((error: Error) => message.error(error.message));
  }, [fetchTree, page, message]);
  const tree = loaded?.tree ?? null;
  const loading = loaded?.page !== page;

  const upline = tree ? [...tree.upline].reverse() : [];
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {tree && (
        <Descriptions bordered size="small" column={4}>
          <Descriptions.Item label="团队人数">{tree.agent.team_size}</Descriptions.Item>
          <Descriptions.Item label="直属成员">{tree.directs_total}</Descriptions.Item>
          <Descriptions.Item label="累计佣金">{formatUsdt(tree.agent.total_commission)}</Descriptions.Item>
          <Descriptions.Item label="未领佣金">{formatUsdt(tree.agent.unclaimed_commission)}</Descriptions.Item>
          <Descriptions.Item label="上级链" span={4}>
            {upline.length === 0 ? (
              '无（顶级）'
            ) : (
              <Breadcrumb
                items={[
                  ...upline.map((agent) => ({ title: <Link to={`/players/${agent.id}`}>{agent.username}</Link> })),
                  { title: tree.agent.username },
                ]}
              />
            )}
          </Descriptions.Item>
        </Descriptions>
      )}
      <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
        <ExportButton<Member>
          filename={`玩家${playerId}-直属成员.csv`}
          columns={[
            { title: '玩家ID', value: (row) => row.id },
            { title: '用户名', value: (row) => row.username },
            { title: '加入时间', value: (row) => formatTime(row.joined_at) },
            { title: '团队人数', value: (row) => row.team_size },
          ]}
          fetchPage={async (pageNumber, size) => {
            const result = await fetchTree(pageNumber, size);
            return { total: result.directs_total, list: result.directs };
          }}
        />
      </Space>
      <Table<Member>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={tree?.directs ?? []}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: tree?.directs_total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `共 ${total} 条`,
          onChange: setPage,
        }}
        columns={[
          { title: '玩家ID', dataIndex: 'id' },
          { title: '用户名', render: (_, row) => <Link to={`/players/${row.id}`}>{row.username}</Link> },
          { title: '加入时间', render: (_, row) => formatTime(row.joined_at) },
          { title: '团队人数', dataIndex: 'team_size' },
        ]}
      />
    </Space>
  );
}
