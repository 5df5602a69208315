/** 红包: the players' red packets, newest first, by status and sender, with what was taken and refunded; CSV of all pages. */
import { Flex, Form, InputNumber, Select, Tag } from 'antd';
import { useState } from 'react';
import { apiPaths, redPacketsAdminResultSchema, type RedPacketAdmin } from 'shared-contracts';
import type { z } from 'zod';
import type { CsvColumn } from '../../../shared/csv';
import { ExportButton } from '../../../shared/ExportButton';
import { formatUsdt } from '../../../shared/format';
import { usePagedResult } from '../../../shared/usePagedResult';
import { PagedTable } from '../../../shared/PagedTable';

type Result = z.infer<typeof redPacketsAdminResultSchema>;
const rowsOf = (result: Result) => result.items;
const totalOf = (result: Result) => result.total;

const STATUS: Record<RedPacketAdmin['status'], { label: string; color: string }> = {
  open: { label: '进行中', color: 'processing' },
  finished: { label: '已领完', color: 'green' },
  expired: { label: '已过期', color: 'default' },
};
const SPLIT = { random: '拼手气', equal: '普通' } as const;

const CSV_COLUMNS: CsvColumn<RedPacketAdmin>[] = [
  { title: '编号', value: (row) => row.id },
  { title: '口令', value: (row) => row.code },
  { title: '发送人ID', value: (row) => row.sender_id },
  { title: '发送人', value: (row) => row.sender },
  { title: '祝福语', value: (row) => row.message },
  { title: '类型', value: (row) => SPLIT[row.split] },
  { title: '总额（USDT）', value: (row) => row.total },
  { title: '个数', value: (row) => row.count },
  { title: '已领个数', value: (row) => row.taken_count },
  { title: '已领金额（USDT）', value: (row) => row.taken_amount },
  { title: '退回金额（USDT）', value: (row) => row.refunded_amount },
  { title: '状态', value: (row) => STATUS[row.status].label },
  { title: '发送时间（北京时间）', value: (row) => row.created_at },
  { title: '过期时间（北京时间）', value: (row) => row.expires_at },
  { title: '结束时间（北京时间）', value: (row) => row.finished_at },
];

export function RedPacketsList() {
  const [filters, setFilters] = useState<{ status?: string; sender_id?: number }>({});
  const list = usePagedResult(apiPaths.admin.redPackets, filters, {
    schema: redPacketsAdminResultSchema,
    rowsOf,
    totalOf,
  });
  return (
    <>
      <Flex justify="space-between" style={{ marginBottom: 12 }}>
        <Form layout="inline" onValuesChange={(_, all: typeof filters) => setFilters(all)}>
          <Form.Item name="status" label="状态">
            <Select
              allowClear
              placeholder="全部"
              style={{ width: 120 }}
              options={Object.entries(STATUS).map(([value, { label }]) => ({ value, label }))}
            />
          </Form.Item>
          <Form.Item name="sender_id" label="发送人ID">
            <InputNumber min={1} precision={0} placeholder="全部" style={{ width: 120 }} />
          </Form.Item>
        </Form>
        <ExportButton filename="红包列表.csv" columns={CSV_COLUMNS} fetchPage={list.fetchPage} />
      </Flex>
      <PagedTable<RedPacketAdmin>
        list={list}
        locale={{ emptyText: '暂无红包' }}
        columns={[
          { title: '编号', dataIndex: 'id', width: 70 },
          { title: '发送人', width: 170, render: (_, row) => `${row.sender}（${row.sender_id}）` },
          { title: '祝福语', dataIndex: 'message', ellipsis: true },
          { title: '类型', dataIndex: 'split', width: 72, render: (split: RedPacketAdmin['split']) => SPLIT[split] },
          { title: '总额（USDT）', dataIndex: 'total', width: 120, align: 'right', render: formatUsdt },
          {
            title: '已领',
            width: 150,
            align: 'right',
            render: (_, row) => `${row.taken_count}/${row.count} 个 · ${formatUsdt(row.taken_amount)}`,
          },
          { title: '退回（USDT）', dataIndex: 'refunded_amount', width: 110, align: 'right', render: formatUsdt },
          {
            title: '状态',
            dataIndex: 'status',
            width: 84,
            render: (status: RedPacketAdmin['status']) => (
              <Tag color={STATUS[status].color}>{STATUS[status].label}</Tag>
            ),
          },
          { title: '发送时间（北京时间）', dataIndex: 'created_at', width: 170 },
        ]}
      />
    </>
  );
}
