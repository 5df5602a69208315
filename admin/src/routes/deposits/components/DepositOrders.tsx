/** 充值订单: every player's USDT-TRC20 recharge orders, newest first, by status, player and day. */
import { Button, DatePicker, InputNumber, Select, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { adminDepositOrderSchema, apiPaths, type RechargeOrderStatus } from 'shared-contracts';
import type { z } from 'zod';
import type { CsvColumn } from '../../../shared/csv';
import { dayRangeQuery } from '../../../shared/day-range';
import { ExportButton } from '../../../shared/ExportButton';
import { formatTime, formatUsdt } from '../../../shared/format';
import { urlId } from '../../../shared/url-filters';
import { usePagedList } from '../../../shared/usePagedList';
import { dayRangeChanges, pickedDays, useUrlFilters } from '../../../shared/useUrlFilters';
import { orderStatusColors, orderStatusLabels } from '../labels';
import { PagedTable } from '../../../shared/PagedTable';

type DepositOrder = z.infer<typeof adminDepositOrderSchema>;

const CSV_COLUMNS: CsvColumn<DepositOrder>[] = [
  { title: '订单号', value: (row) => row.order_no },
  { title: '玩家ID', value: (row) => row.player_id },
  { title: '收款地址', value: (row) => row.address },
  { title: '订单金额', value: (row) => row.amount },
  { title: '应付金额', value: (row) => row.actual_amount },
  { title: '到账金额', value: (row) => row.credited_amount },
  { title: '状态', value: (row) => orderStatusLabels[row.status] },
  { title: '交易ID', value: (row) => row.tx_id },
  { title: '创建时间（北京时间）', value: (row) => formatTime(row.created_at) },
  { title: '过期时间（北京时间）', value: (row) => formatTime(row.expires_at) },
  { title: '到账时间（北京时间）', value: (row) => formatTime(row.paid_at) },
];

const COLUMNS: ColumnsType<DepositOrder> = [
  { title: '订单号', dataIndex: 'order_no', width: 190 },
  { title: '玩家ID', dataIndex: 'player_id', width: 70 },
  {
    title: '收款地址',
    dataIndex: 'address',
    width: 150,
    ellipsis: true,
    render: (value: string) => <Typography.Text copyable={{ text: value }}>{value}</Typography.Text>,
  },
  { title: '订单金额', dataIndex: 'amount', align: 'right', width: 100, render: (value: string) => formatUsdt(value) },
  {
    title: '应付金额',
    dataIndex: 'actual_amount',
    align: 'right',
    width: 120,
    render: (value: string) => formatUsdt(value),
  },
  {
    title: '到账金额',
    dataIndex: 'credited_amount',
    align: 'right',
    width: 110,
    render: (value: string | null) => formatUsdt(value) || '—',
  },
  {
    title: '状态',
    dataIndex: 'status',
    width: 80,
    render: (value: RechargeOrderStatus) => <Tag color={orderStatusColors[value]}>{orderStatusLabels[value]}</Tag>,
  },
  {
    title: '创建 / 到账时间',
    key: 'times',
    width: 170,
    render: (_, row) => (
      <div>
        <div>{formatTime(row.created_at)}</div>
        <Typography.Text type="secondary">{formatTime(row.paid_at) || '—'}</Typography.Text>
      </div>
    ),
  },
];

export function DepositOrders() {
  // Filters, page and size in the address: back, a reload or a link (a ledger's 充值) shows the same list.
  const [filters, setFilters] = useUrlFilters({ status: '', player_id: '', start_date: '', end_date: '' });
  const status = (filters.status || undefined) as RechargeOrderStatus | undefined;
  const playerId = urlId(filters.player_id);
  const days = pickedDays(filters);
  const list = usePagedList<DepositOrder>(
    apiPaths.admin.depositOrders,
    { status, player_id: playerId ?? undefined, ...dayRangeQuery(days) },
    20,
    { inUrl: true },
  );
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Select<RechargeOrderStatus>
          allowClear
          placeholder="全部状态"
          style={{ width: 140 }}
          value={status}
          onChange={(value) => setFilters({ status: value })}
          options={(Object.keys(orderStatusLabels) as RechargeOrderStatus[]).map((value) => ({
            value,
            label: orderStatusLabels[value],
          }))}
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
          placeholder={['创建开始日期', '结束日期']}
        />
        <Button onClick={() => void list.reload()}>刷新</Button>
        <ExportButton filename="充值订单.csv" columns={CSV_COLUMNS} fetchPage={list.fetchPage} />
      </Space>
      <PagedTable<DepositOrder> list={list} columns={COLUMNS} scroll={{ x: 1000 }} />
    </Space>
  );
}
