/**
 * 领取报表: every claim of a promotion or a rebate, newest first, by type, player and Beijing-time
 * days; the totals per type cover every claim the filters match, not only the page; CSV of all pages.
 */
import { Card, DatePicker, Flex, Form, InputNumber, Select, Statistic } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { apiPaths, promotionClaimsResultSchema } from 'shared-contracts';
import type { z } from 'zod';
import type { CsvColumn } from '../../../shared/csv';
import { ExportButton } from '../../../shared/ExportButton';
import { formatTime, formatUsdt } from '../../../shared/format';
import { usePagedResult } from '../../../shared/usePagedResult';
import { grouped } from '../reward-lines';
import { claimTypeName, claimTypeOptions } from '../type-options';
import { PagedTable } from '../../../shared/PagedTable';

type Result = z.infer<typeof promotionClaimsResultSchema>;
type Claim = Result['items'][number];

interface Filters {
  activity_type?: number;
  player_id?: number;
  days?: [Dayjs, Dayjs] | null;
}

const CSV_COLUMNS: CsvColumn<Claim>[] = [
  { title: '编号', value: (row) => row.id },
  { title: '领取时间（北京时间）', value: (row) => formatTime(row.created_at) },
  { title: '玩家ID', value: (row) => row.player_id },
  { title: '用户名', value: (row) => row.username },
  { title: '类型', value: (row) => claimTypeName(row.activity_type) },
  { title: '周期', value: (row) => periodName(row.period_key) },
  { title: '金额（USDT）', value: (row) => row.amount },
  { title: '流水要求（USDT）', value: (row) => row.turnover_required },
];

/** A claim's period key: a day, a window, a tier ('2026-11#0'), a round, or 'once' for a one-off reward. */
const periodName = (key: string) => (key === 'once' ? '一次性' : key);

const rowsOf = (result: Result) => result.items;
const totalOf = (result: Result) => result.total;

/** Adds USDT texts of at most 6 places exactly, in micro-USDT. */
function sumUsdt(amounts: string[]): string {
  const micro = amounts.reduce((sum, text) => {
    const [whole = '0', fraction = ''] = text.split('.');
    return sum + BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0').slice(0, 6) || '0');
  }, 0n);
  return `${micro / 1_000_000n}.${String(micro % 1_000_000n).padStart(6, '0')}`;
}

export function ClaimsReport() {
  const [filters, setFilters] = useState<Filters>({});
  const query = {
    activity_type: filters.activity_type,
    player_id: filters.player_id,
    start_date: filters.days?.[0].format('YYYY-MM-DD'),
    end_date: filters.days?.[1].format('YYYY-MM-DD'),
  };
  const list = usePagedResult(apiPaths.admin.promotionClaims, query, {
    schema: promotionClaimsResultSchema,
    rowsOf,
    totalOf,
  });
  const totals = list.result?.totals ?? [];
  return (
    <>
      <Flex justify="space-between" align="start" style={{ marginBottom: 12 }}>
        <Form layout="inline" onValuesChange={(_, all: Filters) => setFilters(all)}>
          <Form.Item name="activity_type" label="类型">
            <Select allowClear placeholder="全部" options={claimTypeOptions} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="player_id" label="玩家ID">
            <InputNumber min={1} precision={0} placeholder="全部" style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="days" label="日期（北京时间）">
            <DatePicker.RangePicker />
          </Form.Item>
        </Form>
        <ExportButton filename="领取报表.csv" columns={CSV_COLUMNS} fetchPage={list.fetchPage} />
      </Flex>
      <Flex gap={12} wrap style={{ marginBottom: 12 }}>
        <Card size="small">
          <Statistic
            title="合计（筛选范围内）"
            value={grouped(sumUsdt(totals.map((total) => total.amount)))}
            suffix={`USDT / ${totals.reduce((sum, total) => sum + total.count, 0)} 笔`}
            styles={{ content: { fontSize: 18, fontWeight: 600 } }}
          />
        </Card>
        {totals.map((total) => (
          <Card size="small" key={total.activity_type}>
            <Statistic
              title={claimTypeName(total.activity_type)}
              value={grouped(total.amount)}
              suffix={`USDT / ${total.count} 笔`}
              styles={{ content: { fontSize: 18 } }}
            />
          </Card>
        ))}
      </Flex>
      <PagedTable<Claim>
        list={list}
        columns={[
          { title: '编号', dataIndex: 'id', width: 80 },
          { title: '领取时间（北京时间）', dataIndex: 'created_at', width: 180, render: formatTime },
          { title: '玩家', render: (_, row) => `${row.username}（${row.player_id}）` },
          { title: '类型', dataIndex: 'activity_type', width: 150, render: claimTypeName },
          { title: '周期', dataIndex: 'period_key', width: 140, render: periodName },
          { title: '金额（USDT）', dataIndex: 'amount', width: 130, align: 'right', render: formatUsdt },
          { title: '流水要求（USDT）', dataIndex: 'turnover_required', width: 150, align: 'right', render: formatUsdt },
        ]}
      />
    </>
  );
}
