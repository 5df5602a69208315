/** 关联账户: the other players who shared an address, a device, a withdrawal address or a deposit sender with this one. */
import { Alert, Button, Card, Table } from 'antd';
import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { associationsResultSchema, riskAdminPaths, type AssociatedPlayer, type OperatorRole } from 'shared-contracts';
import { api } from '../../../api/client';
import { formatTime } from '../../../shared/format';
import { useApiData } from '../../../shared/useApiData';
import { LinkTags } from '../../../shared/RiskLinkTags';

/** Who reads associations (the API's route says the same). */
export const ASSOCIATION_ROLES: readonly OperatorRole[] = ['super_admin', 'finance', 'support'];

export function AssociationsPanel({ playerId }: { playerId: number }) {
  const fetchAssociations = useCallback(
    () => api.get(`${riskAdminPaths.players}/${playerId}/associations`, undefined, associationsResultSchema),
    [playerId],
  );
  const { data, loading, error, reload } = useApiData(fetchAssociations, { quiet: true });
  return (
    <Card
      title="关联账户"
      size="small"
      extra={
        <Button size="small" onClick={reload}>
          刷新
        </Button>
      }
    >
      {error && !data ? (
        <Alert type="error" showIcon message={error} action={<Button onClick={reload}>重试</Button>} />
      ) : (
        <Table<AssociatedPlayer>
          rowKey="player_id"
          size="small"
          loading={loading}
          dataSource={data?.list ?? []}
          locale={{ emptyText: '未发现与其他玩家共用IP、设备或地址' }}
          pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
          columns={[
            {
              title: '玩家',
              width: 200,
              render: (_, row) => <Link to={`/players/${row.player_id}`}>{row.username || `#${row.player_id}`}</Link>,
            },
            { title: '共用', render: (_, row) => <LinkTags links={row.links} /> },
            { title: '最近出现', width: 190, render: (_, row) => formatTime(row.last_seen) },
          ]}
        />
      )}
    </Card>
  );
}
