/**
 * 派奖审核: wins a provider reported above their round's limit, held until an operator pays or
 * refuses them. The API answers the latest 200, pending first; the screen filters and pages them.
 */
import { Button, Popconfirm, Segmented, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { apiPaths, heldWinSchema } from 'shared-contracts';
import { z } from 'zod';
import { api } from '../../../api/client';
import type { CsvColumn } from '../../../shared/csv';
import { ExportButton } from '../../../shared/ExportButton';
import { formatTime, formatUsdt } from '../../../shared/format';
import { useApiAction } from '../../../shared/useApiAction';
import { LoadError } from '../../../shared/LoadError';
import { useApiData } from '../../../shared/useApiData';
import { QUEUE_REFRESH_MS } from '../../../shared/useVisiblePolling';

type HeldWin = z.infer<typeof heldWinSchema>;
type StatusFilter = HeldWin['status'] | 'all';

const STATUS_LABELS: Record<HeldWin['status'], string> = { pending: '待审核', paid: '已派发', refused: '已拒绝' };
const STATUS_COLORS: Record<HeldWin['status'], string> = { pending: 'gold', paid: 'success', refused: 'default' };

const CSV_COLUMNS: CsvColumn<HeldWin>[] = [
  { title: '编号', value: (row) => row.id },
  { title: '游戏商', value: (row) => row.provider },
  { title: '局号', value: (row) => row.round_id },
  { title: '玩家ID', value: (row) => row.player_id },
  { title: '派奖金额', value: (row) => row.amount },
  { title: '本局投注', value: (row) => row.round_stake },
  { title: '本局已派彩', value: (row) => row.round_wins },
  { title: '最高倍数', value: (row) => row.max_win_multiple },
  { title: '状态', value: (row) => STATUS_LABELS[row.status] },
  { title: '审核人', value: (row) => row.decided_by },
  { title: '时间（北京时间）', value: (row) => formatTime(row.created_at) },
  { title: '审核时间（北京时间）', value: (row) => formatTime(row.decided_at) },
];

const fetchHeldWins = () => api.get(apiPaths.admin.heldWins, {}, z.array(heldWinSchema));

export function HeldWins() {
  const [status, setStatus] = useState<StatusFilter>('pending');
  const { data, error, loading, reload } = useApiData(fetchHeldWins, { refreshMs: QUEUE_REFRESH_MS });
  const wins = useMemo(() => data ?? [], [data]);
  const { run, busy } = useApiAction(reload);
  const shown = useMemo(() => wins.filter((win) => status === 'all' || win.status === status), [wins, status]);
  const pending = wins.filter((win) => win.status === 'pending').length;

  const decide = (win: HeldWin, decision: 'pay' | 'refuse') =>
    run(
      `${decision}:${win.id}`,
      () => api.post(`${apiPaths.admin.heldWins}/${win.id}/decide`, { decision }, heldWinSchema),
      decision === 'pay' ? '已派发到玩家钱包' : '已拒绝派奖',
    );

  const columns: ColumnsType<HeldWin> = [
    { title: '编号', dataIndex: 'id', width: 60 },
    {
      title: '游戏商 / 局号',
      key: 'round_id',
      width: 170,
      ellipsis: true,
      render: (_, row) => (
        <span title={row.round_id}>
          <Typography.Text type="secondary">{row.provider}</Typography.Text> {row.round_id}
        </span>
      ),
    },
    { title: '玩家ID', dataIndex: 'player_id', width: 70 },
    {
      title: '派奖金额',
      dataIndex: 'amount',
      align: 'right',
      width: 115,
      render: (value: string) => formatUsdt(value),
    },
    {
      title: '本局投注 / 已派彩',
      key: 'round',
      width: 160,
      render: (_, row) => `${formatUsdt(row.round_stake)} / ${formatUsdt(row.round_wins)}`,
    },
    { title: '上限倍数', dataIndex: 'max_win_multiple', width: 75, render: (value: number) => `${value}倍` },
    {
      title: '状态',
      dataIndex: 'status',
      width: 80,
      render: (value: HeldWin['status']) => <Tag color={STATUS_COLORS[value]}>{STATUS_LABELS[value]}</Tag>,
    },
    { title: '时间', dataIndex: 'created_at', width: 165, render: (value: string) => formatTime(value) },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_, row) =>
        row.status === 'pending' ? (
          <Space size={0}>
            <Popconfirm
              title={`确认派发 ${formatUsdt(row.amount)} USDT 给玩家 #${row.player_id}？`}
              onConfirm={() => decide(row, 'pay')}
            >
              <Button type="link" size="small" loading={busy === `pay:${row.id}`}>
                派发
              </Button>
            </Popconfirm>
            <Popconfirm title="确认拒绝这笔派奖？拒绝后不再派发。" onConfirm={() => decide(row, 'refuse')}>
              <Button type="link" size="small" danger loading={busy === `refuse:${row.id}`}>
                拒绝
              </Button>
            </Popconfirm>
          </Space>
        ) : (
          <Typography.Text type="secondary">{row.decided_by === null ? '' : `#${row.decided_by}`}</Typography.Text>
        ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Segmented
          value={status}
          onChange={(value) => setStatus(value as StatusFilter)}
          options={[
            { value: 'pending', label: `待审核（${pending}）` },
            { value: 'paid', label: '已派发' },
            { value: 'refused', label: '已拒绝' },
            { value: 'all', label: '全部' },
          ]}
        />
        <Button onClick={reload}>刷新</Button>
        <ExportButton
          filename="派奖审核.csv"
          columns={CSV_COLUMNS}
          fetchPage={async () => ({ total: shown.length, list: shown })}
        />
      </Space>
      {error && <LoadError error={error} onRetry={reload} />}
      <Table<HeldWin>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={shown}
        loading={loading}
        locale={error && shown.length === 0 ? { emptyText: '加载失败，请重试' } : undefined}
        scroll={{ x: 1015 }}
        pagination={{ pageSize: 20, showSizeChanger: false, showTotal: (total) => `共 ${total} 条（最近200条）` }}
      />
    </Space>
  );
}
