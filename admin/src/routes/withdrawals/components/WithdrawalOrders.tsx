/** 提现订单: the requests by state (待审核 first), player and day; a row opens the review drawer. */
import { Button, DatePicker, InputNumber, Segmented, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { apiPaths, withdrawalRiskFlagLabels, type AdminWithdrawal, type WithdrawalState } from 'shared-contracts';
import { useSession } from '../../../session/session';
import type { CsvColumn } from '../../../shared/csv';
import { dayRangeQuery } from '../../../shared/day-range';
import { ExportButton } from '../../../shared/ExportButton';
import { formatTime, formatUsdt } from '../../../shared/format';
import { urlId } from '../../../shared/url-filters';
import { usePagedList } from '../../../shared/usePagedList';
import { QUEUE_REFRESH_MS } from '../../../shared/useVisiblePolling';
import { dayRangeChanges, pickedDays, useUrlFilters } from '../../../shared/useUrlFilters';
import { addressTypeLabels, claimHolder, stateLabelOf, withdrawalStateLabels } from '../labels';
import { WithdrawalDrawer } from './WithdrawalDrawer';
import { WithdrawalStateTag } from './WithdrawalStateTag';
import { PagedTable } from '../../../shared/PagedTable';
import { RiskFlagTags } from './RiskFlagTags';

type StateFilter = WithdrawalState | 'all';

const STATE_OPTIONS: { value: StateFilter; label: string }[] = [
  { value: 'review', label: '待审核' },
  { value: 'paying', label: '付款中' },
  { value: 'verify', label: withdrawalStateLabels.verify },
  { value: 'paid', label: '已完成' },
  { value: 'rejected', label: '已拒绝' },
  { value: 'all', label: '全部' },
];

const CSV_COLUMNS: CsvColumn<AdminWithdrawal>[] = [
  { title: '订单号', value: (row) => row.order_id },
  { title: '玩家ID', value: (row) => row.player_id },
  { title: '用户名', value: (row) => row.username },
  { title: '金额', value: (row) => row.amount },
  { title: '手续费', value: (row) => row.fee },
  { title: '合计扣款', value: (row) => row.total },
  { title: '类型', value: (row) => addressTypeLabels[row.address_type] },
  { title: '地址', value: (row) => (row.area ? `+${row.area} ${row.address}` : row.address) },
  { title: '状态', value: (row) => stateLabelOf(row) },
  { title: '认领人', value: (row) => row.claimed_by },
  { title: '审核人', value: (row) => row.decided_by },
  { title: '拒绝原因', value: (row) => row.reason },
  { title: '交易ID', value: (row) => row.tx_id },
  { title: '风险', value: (row) => (row.flags ?? []).map((flag) => withdrawalRiskFlagLabels[flag.key]).join('、') },
  { title: '申请时间（北京时间）', value: (row) => formatTime(row.created_at) },
  { title: '完成时间（北京时间）', value: (row) => formatTime(row.completed_at) },
];

export function WithdrawalOrders({ hotWallet }: { hotWallet: string | null }) {
  const { me } = useSession();
  // Filters, page and size in the address: back, a reload or a link (a dashboard card's ?state=verify,
  // a ledger's 提现) shows the same list.
  const [urlFilters, setFilters] = useUrlFilters({ state: 'review', player_id: '', start_date: '', end_date: '' });
  const state = urlFilters.state as StateFilter;
  const playerId = urlId(urlFilters.player_id);
  const days = pickedDays(urlFilters);
  const [selected, setSelected] = useState<AdminWithdrawal | null>(null);
  const filters = {
    state: state === 'all' ? undefined : state,
    player_id: playerId ?? undefined,
    ...dayRangeQuery(days),
  };
  const list = usePagedList<AdminWithdrawal>(apiPaths.admin.withdrawals, filters, 20, {
    inUrl: true,
    refreshMs: QUEUE_REFRESH_MS,
  });
  // A refresh shows the open request as it is now (a hot-wallet payout moves on by itself): state
  // adjusted while rendering when the rows change, as React advises instead of an effect.
  const [rowsSeen, setRowsSeen] = useState(list.rows);
  if (rowsSeen !== list.rows) {
    setRowsSeen(list.rows);
    const fresh = selected && list.rows.find((row) => row.id === selected.id);
    if (fresh) setSelected(fresh);
  }

  const columns: ColumnsType<AdminWithdrawal> = [
    { title: '订单号', dataIndex: 'order_id', width: 190 },
    {
      title: '玩家',
      key: 'player',
      width: 150,
      render: (_, row) => (
        <span>
          {row.username} <Typography.Text type="secondary">#{row.player_id}</Typography.Text>
        </span>
      ),
    },
    { title: '金额', dataIndex: 'amount', align: 'right', width: 110, render: (value: string) => formatUsdt(value) },
    { title: '手续费', dataIndex: 'fee', align: 'right', width: 90, render: (value: string) => formatUsdt(value) },
    {
      title: '类型',
      dataIndex: 'address_type',
      width: 110,
      render: (value: 1 | 2 | 3) => addressTypeLabels[value],
    },
    {
      title: '状态',
      key: 'state',
      width: 150,
      render: (_, row) => {
        const holder = row.state === 'review' ? claimHolder(row.claimed_by, me?.id) : null;
        return (
          <Space size={4} wrap>
            <WithdrawalStateTag withdrawal={row} />
            {holder && <Tag color="purple">已认领：{holder}</Tag>}
          </Space>
        );
      },
    },
    { title: '风险', key: 'flags', width: 180, render: (_, row) => <RiskFlagTags flags={row.flags} /> },
    { title: '申请时间', dataIndex: 'created_at', width: 170, render: (value: string) => formatTime(value) },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 80,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setSelected(row)}>
          {row.state === 'review' ? '审核' : row.state === 'verify' ? '核实' : '详情'}
        </Button>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Segmented
          options={STATE_OPTIONS}
          value={state}
          onChange={(value) => setFilters({ state: value as StateFilter })}
        />
        <InputNumber
          placeholder="玩家ID"
          min={1}
          precision={0}
          value={playerId}
          onChange={(value) => setFilters({ player_id: typeof value === 'number' ? value : null })}
          style={{ width: 140 }}
        />
        <DatePicker.RangePicker
          value={days}
          onChange={(value) => setFilters(dayRangeChanges(value))}
          placeholder={['申请开始日期', '结束日期']}
        />
        <Button onClick={() => void list.reload()}>刷新</Button>
        <ExportButton filename="提现订单.csv" columns={CSV_COLUMNS} fetchPage={list.fetchPage} />
      </Space>
      <PagedTable<AdminWithdrawal>
        list={list}
        columns={columns}
        scroll={{ x: 1230 }}
        onRow={(row) => ({ onDoubleClick: () => setSelected(row) })}
      />
      <WithdrawalDrawer
        withdrawal={selected}
        hotWallet={hotWallet}
        onClose={() => setSelected(null)}
        onRefresh={() => void list.reload()}
        onChanged={(updated) => {
          setSelected(updated);
          void list.reload();
        }}
      />
    </Space>
  );
}
