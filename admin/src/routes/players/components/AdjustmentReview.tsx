/**
 * 调整审核: balance adjustments, pending first. A second operator approves or rejects one; the
 * requester sees their own without 通过 (the API refuses it too) and may withdraw it with 拒绝.
 */
import { App, Button, InputNumber, Popconfirm, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  ADJUSTMENT_STATUSES,
  adjustmentStatusLabels,
  adjustmentTypeLabels,
  apiPaths,
  type Adjustment,
  type AdjustmentStatus,
} from 'shared-contracts';
import { api } from '../../../api/client';
import { useSession } from '../../../session/session';
import { formatTime, formatUsdt } from '../../../shared/format';
import { QUEUE_REFRESH_MS } from '../../../shared/useVisiblePolling';
import { urlId } from '../../../shared/url-filters';
import { useUrlFilters } from '../../../shared/useUrlFilters';
import { MoneyControlsCard } from './MoneyControlsCard';
import { NoteModal } from '../../../shared/NoteModal';
import { closedAfter } from './closed-after';
import { RecordTable, type RecordColumn } from './RecordTable';

const statusColor: Record<AdjustmentStatus, string> = { pending: 'gold', applied: 'green', rejected: 'default' };

const decidedColumns: RecordColumn<Adjustment>[] = [
  {
    title: '审核人',
    value: (row) => row.decided_by_name ?? (row.status === 'applied' ? '免审（未超门槛与额度）' : ''),
  },
  { title: '审核说明', value: (row) => row.decision_note ?? '' },
  { title: '处理时间', value: (row) => formatTime(row.decided_at) },
];

function RejectModal(props: { adjustment: Adjustment; onClose: () => void; onDone: () => void }) {
  const { adjustment } = props;
  return (
    <NoteModal
      title={`拒绝调整 #${adjustment.id}`}
      intro={`${adjustment.username}：${formatUsdt(adjustment.amount)} USDT（${adjustment.reason}）`}
      label="拒绝原因"
      okText="确认拒绝"
      danger
      success="已拒绝"
      submit={(reason) => api.post(`${apiPaths.admin.adjustments}/${adjustment.id}/reject`, { reason })}
      onClose={props.onClose}
      onDone={(succeeded) => closedAfter(succeeded, props)}
    />
  );
}

export function AdjustmentReview() {
  const { message } = App.useApp();
  const { me } = useSession();
  // Filters in the address: a ledger's 人工调整 link opens this queue on its player.
  const [filters, setFilters] = useUrlFilters({ status: 'pending', player_id: '' });
  const status = filters.status === 'all' ? undefined : (filters.status as AdjustmentStatus);
  const playerId = urlId(filters.player_id);
  const [rejecting, setRejecting] = useState<Adjustment | null>(null);
  const [changes, setChanges] = useState(0);
  const changed = () => setChanges((count) => count + 1);

  async function approve(row: Adjustment) {
    try {
      const result = await api.post<Adjustment>(`${apiPaths.admin.adjustments}/${row.id}/approve`);
      message.success(result.status === 'applied' ? '已通过并入账' : '已处理');
    } catch (error) {
      message.error((error as Error).message);
    }
    changed();
  }

  const columns: RecordColumn<Adjustment>[] = [
    { title: '编号', value: (row) => row.id, width: 70 },
    { title: '发起时间', value: (row) => formatTime(row.created_at) },
    {
      title: '玩家',
      value: (row) => `${row.username} (${row.player_id})`,
      render: (row) => <Link to={`/players/${row.player_id}`}>{row.username}</Link>,
    },
    {
      title: '金额 (USDT)',
      value: (row) => row.amount,
      render: (row) => (
        <span style={{ color: row.amount.startsWith('-') ? '#cf1322' : '#389e0d' }}>{formatUsdt(row.amount)}</span>
      ),
      align: 'right',
    },
    { title: '类型', value: (row) => adjustmentTypeLabels[row.type] },
    { title: '流水倍数', value: (row) => (row.turnover_multiple > 0 ? `${row.turnover_multiple}×` : '') },
    { title: '原因', value: (row) => row.reason },
    { title: '发起人', value: (row) => row.requested_by_name },
    {
      title: '状态',
      value: (row) => adjustmentStatusLabels[row.status],
      render: (row) => <Tag color={statusColor[row.status]}>{adjustmentStatusLabels[row.status]}</Tag>,
    },
    // The queue of pending ones has nothing decided to show.
    ...(status === 'pending' ? [] : decidedColumns),
    {
      title: '操作',
      value: () => '',
      screenOnly: true,
      fixed: 'right',
      render: (row) =>
        row.status !== 'pending' ? null : (
          <Space>
            {row.requested_by !== me?.id && (
              <Popconfirm
                title={`通过并${row.amount.startsWith('-') ? '扣减' : '入账'} ${formatUsdt(row.amount)} USDT？`}
                okText="通过"
                cancelText="取消"
                onConfirm={() => approve(row)}
              >
                <Button type="link" size="small">
                  通过
                </Button>
              </Popconfirm>
            )}
            <Button type="link" size="small" danger onClick={() => setRejecting(row)}>
              {row.requested_by === me?.id ? '撤回' : '拒绝'}
            </Button>
          </Space>
        ),
    },
  ];

  return (
    <>
      <MoneyControlsCard />
      <RecordTable<Adjustment>
        path={apiPaths.admin.adjustments}
        filters={{ status, player_id: playerId ?? undefined }}
        columns={columns}
        filename="余额调整.csv"
        reloadKey={changes}
        refreshMs={QUEUE_REFRESH_MS}
        toolbar={
          <>
            <Select<AdjustmentStatus | 'all'>
              style={{ width: 140 }}
              value={status ?? 'all'}
              onChange={(value) => setFilters({ status: value })}
              options={[
                { value: 'all', label: '全部状态' },
                ...ADJUSTMENT_STATUSES.map((value) => ({ value, label: adjustmentStatusLabels[value] })),
              ]}
            />
            <InputNumber<number>
              style={{ width: 160 }}
              min={1}
              precision={0}
              placeholder="玩家ID"
              value={playerId}
              onChange={(value) => setFilters({ player_id: value })}
            />
          </>
        }
      />
      {rejecting && <RejectModal adjustment={rejecting} onClose={() => setRejecting(null)} onDone={changed} />}
    </>
  );
}
