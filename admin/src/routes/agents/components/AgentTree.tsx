/**
 * 代理关系: a player's upline (from the top down to them) and their direct members, paged; a member
 * opens their own tree. Read-only.
 */
import { Breadcrumb, Button, Card, Descriptions, Empty, Flex, Form, InputNumber, Table } from 'antd';
import { useState } from 'react';
import { agentTreeResultSchema, apiPaths, type AgentTreeResult } from 'shared-contracts';
import type { CsvColumn } from '../../../shared/csv';
import { ExportButton } from '../../../shared/ExportButton';
import { formatTime, formatUsdt } from '../../../shared/format';
import { usePagedResult } from '../../../shared/usePagedResult';

type Member = AgentTreeResult['directs'][number];
const rowsOf = (result: AgentTreeResult) => result.directs;
const totalOf = (result: AgentTreeResult) => result.directs_total;

const CSV_COLUMNS: CsvColumn<Member>[] = [
  { title: '玩家ID', value: (row) => row.id },
  { title: '用户名', value: (row) => row.username },
  { title: '注册时间（北京时间）', value: (row) => formatTime(row.joined_at) },
  { title: '团队人数', value: (row) => row.team_size },
];

export function AgentTree() {
  const [playerId, setPlayerId] = useState<number | null>(null);
  const [typed, setTyped] = useState<number | null>(null);
  const path = `${apiPaths.admin.agents}/${playerId ?? 0}/tree`;
  const tree = usePagedResult(path, {}, { schema: agentTreeResultSchema, rowsOf, totalOf, enabled: playerId !== null });
  const result = playerId === null ? null : tree.result;
  const open = (id: number) => {
    setTyped(id);
    setPlayerId(id);
  };
  return (
    <>
      <Form layout="inline" style={{ marginBottom: 16 }} onFinish={() => typed && open(typed)}>
        <Form.Item label="玩家ID">
          <InputNumber
            min={1}
            precision={0}
            value={typed}
            onChange={setTyped}
            placeholder="输入玩家ID"
            style={{ width: 160 }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" disabled={!typed}>
          查询
        </Button>
      </Form>
      {!result ? (
        <Empty description={playerId === null ? '输入玩家ID查看其上级与直属成员' : '未找到'} />
      ) : (
        <>
          <Card size="small" style={{ marginBottom: 16 }}>
            <Descriptions size="small" column={3}>
              <Descriptions.Item label="玩家">{`${result.agent.username}（${result.agent.id}）`}</Descriptions.Item>
              <Descriptions.Item label="注册时间">{formatTime(result.agent.joined_at)}</Descriptions.Item>
              <Descriptions.Item label="团队人数">{result.agent.team_size}</Descriptions.Item>
              <Descriptions.Item label="累计佣金">{formatUsdt(result.agent.total_commission)} USDT</Descriptions.Item>
              <Descriptions.Item label="未领取佣金">
                {formatUsdt(result.agent.unclaimed_commission)} USDT
              </Descriptions.Item>
              <Descriptions.Item label="直属成员">{result.directs_total}</Descriptions.Item>
            </Descriptions>
            <Flex gap={8} align="center">
              <span>上级链：</span>
              {result.upline.length === 0 ? (
                <span>无（顶级）</span>
              ) : (
                <Breadcrumb
                  items={[...result.upline].reverse().map((upline) => ({
                    title: (
                      <Button type="link" size="small" style={{ padding: 0 }} onClick={() => open(upline.id)}>
                        {`${upline.username}（${upline.id}）`}
                      </Button>
                    ),
                  }))}
                />
              )}
              <span>→ {result.agent.username}</span>
            </Flex>
          </Card>
          <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
            <strong>直属成员</strong>
            <ExportButton
              filename={`直属成员-${result.agent.id}.csv`}
              columns={CSV_COLUMNS}
              fetchPage={tree.fetchPage}
            />
          </Flex>
          <Table<Member>
            rowKey="id"
            size="middle"
            loading={tree.loading}
            dataSource={tree.rows}
            pagination={tree.pagination}
            locale={{ emptyText: '暂无直属成员' }}
            columns={[
              { title: '玩家ID', dataIndex: 'id', width: 100 },
              { title: '用户名', dataIndex: 'username' },
              { title: '注册时间（北京时间）', dataIndex: 'joined_at', width: 200, render: formatTime },
              { title: '团队人数', dataIndex: 'team_size', width: 100, align: 'right' },
              {
                title: '操作',
                width: 100,
                render: (_, member) => (
                  <Button type="link" onClick={() => open(member.id)}>
                    查看团队
                  </Button>
                ),
              },
            ]}
          />
        </>
      )}
    </>
  );
}
