/**
 * 保护设置: the player's limits, reality check, break and age confirmation (GET …/:id/protection), and
 * the actions the rules allow on them (ProtectionActions).
 */
import { App, Descriptions, Empty, Space, Table, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { adminProtectionSchema, apiPaths, protectionNames, type AdminProtection } from 'shared-contracts';
import { api } from '../../../api/client';
import { formatTime, formatUsdt } from '../../../shared/format';
import { Loading } from '../../../shared/Loading';
import { ProtectionActions } from './ProtectionActions';

type Limit = AdminProtection['limits'][number];

function breakText(protection: AdminProtection) {
  const { break: onBreak } = protection;
  if (!onBreak) return '无';
  const until = onBreak.until ? `至 ${formatTime(onBreak.until)}` : protectionNames.permanent;
  return (
    <Tag color="red">
      {protectionNames[onBreak.kind]}（{until}，开始于 {formatTime(onBreak.started_at)}）
    </Tag>
  );
}

export function ProtectionTab({ playerId, username }: { playerId: number; username: string }) {
  const { message } = App.useApp();
  const [protection, setProtection] = useState<AdminProtection | null>(null);
  const load = useCallback(() => {
    api
      .get(`${apiPaths.admin.players}/${playerId}/protection`, {}, adminProtectionSchema)
      .then(setProtection)
      .catch((error: Error) => message.error(error.message));
  }, [playerId, message]);
  useEffect(load, [load]);
  if (!protection) return <Loading />;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <ProtectionActions
        protection={protection}
        username={username}
        onChanged={(next) => (next ? setProtection(next) : load())}
      />
      <Descriptions bordered size="small" column={3}>
        <Descriptions.Item label="冷静期 / 自我排除">{breakText(protection)}</Descriptions.Item>
        <Descriptions.Item label="时长提醒">
          {protection.reality_check_minutes > 0 ? `每 ${protection.reality_check_minutes} 分钟` : '未开启'}
        </Descriptions.Item>
        <Descriptions.Item label="年满18岁确认">
          {formatTime(protection.age_confirmed_at) || '未确认'}
        </Descriptions.Item>
        <Descriptions.Item label="超限充值待审核">{protection.deposit_reviews.length}</Descriptions.Item>
      </Descriptions>
      {protection.limits.length === 0 ? (
        <Empty description="未设置任何限额" />
      ) : (
        <Table<Limit>
          rowKey="key"
          size="small"
          pagination={false}
          dataSource={protection.limits}
          columns={[
            { title: '限额', render: (_, row) => protectionNames[row.key] },
            { title: '当前额度', render: (_, row) => (row.amount === null ? '无' : formatUsdt(row.amount)) },
            { title: '已用', render: (_, row) => (row.used === null ? '—' : formatUsdt(row.used)) },
            {
              title: '待生效',
              render: (_, row) =>
                row.pending
                  ? `${row.pending.amount === null ? '取消限额' : formatUsdt(row.pending.amount)}（${formatTime(row.pending.applies_at)}）`
                  : '—',
            },
            { title: '重置时间', render: (_, row) => formatTime(row.resets_at) || '—' },
          ]}
        />
      )}
    </Space>
  );
}
