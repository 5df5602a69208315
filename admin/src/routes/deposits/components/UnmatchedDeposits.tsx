/**
 * 未匹配到账: chain transfers no order claimed, those waiting first. An operator assigns one to a
 * player (credited once, confirmed with its amount) or marks it refunded off the platform (with a note).
 */
import { Button, Segmented, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { apiPaths } from 'shared-contracts';
import type { CsvColumn } from '../../../shared/csv';
import { ExportButton } from '../../../shared/ExportButton';
import { formatTime, formatUsdt } from '../../../shared/format';
import { usePagedList } from '../../../shared/usePagedList';
import { QUEUE_REFRESH_MS } from '../../../shared/useVisiblePolling';
import { PendingAssignment } from './PendingAssignment';
import { UnmatchedDecision, type ChainDeposit, type Dialog } from './UnmatchedDecision';
import { chainDepositStatusLabels, unmatchedReasonLabel, type ChainDepositStatus } from '../labels';
import { PagedTable } from '../../../shared/PagedTable';

const CSV_COLUMNS: CsvColumn<ChainDeposit>[] = [
  { title: '交易ID', value: (row) => row.tx_id },
  { title: '付款地址', value: (row) => row.from_address },
  { title: '收款地址', value: (row) => row.to_address },
  { title: '金额', value: (row) => row.amount },
  { title: '区块', value: (row) => row.block_number },
  { title: '到账时间（北京时间）', value: (row) => formatTime(row.block_time) },
  { title: '状态', value: (row) => chainDepositStatusLabels[row.status] },
  { title: '原因', value: (row) => unmatchedReasonLabel(row.reason) },
  { title: '玩家ID', value: (row) => row.player_id },
  { title: '处理人', value: (row) => row.decided_by },
  { title: '备注', value: (row) => row.note },
];

export function UnmatchedDeposits() {
  const [status, setStatus] = useState<ChainDepositStatus>('unmatched');
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = usePagedList<ChainDeposit>(apiPaths.admin.unmatchedDeposits, { status }, 20, {
    refreshMs: QUEUE_REFRESH_MS,
  });

  const columns: ColumnsType<ChainDeposit> = [
    {
      title: '交易ID',
      dataIndex: 'tx_id',
      width: 160,
      ellipsis: true,
      // Linked to the explorer: an unconfirmed row in particular is checked there before any decision.
      render: (value: string) => (
        <Typography.Text copyable={{ text: value }}>
          <a href={`https://tronscan.org/#/transaction/${value}`} target="_blank" rel="noreferrer">
            {value}
          </a>
        </Typography.Text>
      ),
    },
    { title: '付款地址', dataIndex: 'from_address', width: 130, ellipsis: true },
    { title: '收款地址', dataIndex: 'to_address', width: 130, ellipsis: true },
    { title: '金额', dataIndex: 'amount', align: 'right', width: 110, render: (value: string) => formatUsdt(value) },
    { title: '到账时间', dataIndex: 'block_time', width: 160, render: (value: string) => formatTime(value) },
    {
      title: '原因 / 处理',
      key: 'reason',
      width: 130,
      render: (_, row) =>
        row.status === 'unmatched' ? (
          <Tag color={row.reason === 'unconfirmed' ? 'red' : 'orange'}>{unmatchedReasonLabel(row.reason)}</Tag>
        ) : (
          <span>
            {row.player_id !== null ? `玩家 #${row.player_id}` : ''}
            {row.note ? ` ${row.note}` : ''}
          </span>
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 180,
      fixed: 'right',
      render: (_, row) =>
        row.pending_assignment ? (
          <PendingAssignment assignment={row.pending_assignment} onDone={() => void list.reload()} />
        ) : row.status === 'unmatched' ? (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              onClick={() => {
                setDialog({ kind: 'assign', deposit: row });
              }}
            >
              分配给玩家
            </Button>
            <Button
              type="link"
              size="small"
              onClick={() => {
                setDialog({ kind: 'refund', deposit: row });
              }}
            >
              标记已退回
            </Button>
          </Space>
        ) : (
          <Typography.Text type="secondary">{formatTime(row.decided_at)}</Typography.Text>
        ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Segmented
          value={status}
          onChange={(value) => setStatus(value as ChainDepositStatus)}
          options={(['unmatched', 'assigned', 'refunded', 'credited'] as const).map((value) => ({
            value,
            label: chainDepositStatusLabels[value],
          }))}
        />
        <Button onClick={() => void list.reload()}>刷新</Button>
        <ExportButton filename="链上到账.csv" columns={CSV_COLUMNS} fetchPage={list.fetchPage} />
      </Space>
      <PagedTable<ChainDeposit> list={list} columns={columns} scroll={{ x: 1000 }} />
      <UnmatchedDecision
        dialog={dialog}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null);
          void list.reload();
        }}
      />
    </Space>
  );
}
