/**
 * 存款限额审核 (财务): deposits credited over a player's deposit limit. While one is open the player
 * cannot create a recharge order; an operator closes it here with a note (audited). The queue
 * refreshes itself while visible, like every queue of a shift.
 */
import { Button, Segmented, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  apiPaths,
  DEPOSIT_REVIEW_STATUSES,
  depositReviewStatusLabels,
  protectionNames,
  type DepositReviewRow,
  type DepositReviewStatus,
} from 'shared-contracts';
import { formatTime, formatUsdt } from '../../shared/format';
import { PagedTable } from '../../shared/PagedTable';
import { usePagedList } from '../../shared/usePagedList';
import { QUEUE_REFRESH_MS } from '../../shared/useVisiblePolling';
import { CloseReviewModal } from './components/CloseReviewModal';

const SOURCE_LABELS: Record<string, string> = { chain: '链上转账', channel: '支付通道' };
const limitName = (key: string) => protectionNames[key as keyof typeof protectionNames] ?? key;

export default function DepositReviewsScreen() {
  const [status, setStatus] = useState<DepositReviewStatus>('open');
  const [closing, setClosing] = useState<DepositReviewRow | null>(null);
  const list = usePagedList<DepositReviewRow>(apiPaths.admin.depositReviews, { status }, 20, {
    refreshMs: QUEUE_REFRESH_MS,
  });

  const columns: ColumnsType<DepositReviewRow> = [
    { title: '编号', dataIndex: 'id', width: 70 },
    {
      title: '玩家',
      key: 'player',
      width: 160,
      render: (_, row) => (
        <Link to={`/players/${row.player_id}`}>
          {row.username} <Typography.Text type="secondary">#{row.player_id}</Typography.Text>
        </Link>
      ),
    },
    {
      title: '到账金额',
      dataIndex: 'amount',
      align: 'right',
      width: 120,
      render: (value: string) => formatUsdt(value),
    },
    { title: '超出的限额', dataIndex: 'limit_key', width: 130, render: (value: string) => limitName(value) },
    { title: '来源', dataIndex: 'source', width: 100, render: (value: string) => SOURCE_LABELS[value] ?? value },
    { title: '到账时间', dataIndex: 'created_at', width: 170, render: (value: string) => formatTime(value) },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (value: DepositReviewStatus) => (
        <Tag color={value === 'open' ? 'gold' : 'default'}>{depositReviewStatusLabels[value]}</Tag>
      ),
    },
    ...(status === 'closed'
      ? ([
          { title: '处理人', dataIndex: 'closed_by_name', width: 110 },
          // A width of its own: in the scrolled table a column without one is squeezed to nothing.
          { title: '处理说明', dataIndex: 'close_note', width: 260, ellipsis: true },
          { title: '关闭时间', dataIndex: 'closed_at', width: 170, render: (value: string) => formatTime(value) },
        ] as ColumnsType<DepositReviewRow>)
      : [
          {
            title: '操作',
            key: 'actions',
            width: 110,
            fixed: 'right' as const,
            render: (_: unknown, row: DepositReviewRow) => (
              <Button type="link" size="small" onClick={() => setClosing(row)}>
                关闭审核
              </Button>
            ),
          },
        ]),
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Text type="secondary">
        玩家的到账超出其自设的充值限额时，资金照常入账，但在审核关闭前玩家不能创建新的充值订单。
      </Typography.Text>
      <Space wrap>
        <Segmented
          value={status}
          onChange={(value) => setStatus(value as DepositReviewStatus)}
          options={DEPOSIT_REVIEW_STATUSES.map((value) => ({ value, label: depositReviewStatusLabels[value] }))}
        />
        <Button onClick={() => void list.reload()}>刷新</Button>
      </Space>
      <PagedTable<DepositReviewRow> list={list} columns={columns} scroll={{ x: 1200 }} />
      {closing && (
        <CloseReviewModal
          review={closing}
          onClose={() => setClosing(null)}
          onDone={() => {
            setClosing(null);
            void list.reload();
          }}
        />
      )}
    </Space>
  );
}
