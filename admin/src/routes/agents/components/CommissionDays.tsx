/** 佣金结算: the daily settlement runs with their totals and what agents have claimed; settling an ended day by hand; CSV. */
import { Flex, Tag } from 'antd';
import { apiPaths, commissionDaysResultSchema, type CommissionDay } from 'shared-contracts';
import type { z } from 'zod';
import type { CsvColumn } from '../../../shared/csv';
import { ExportButton } from '../../../shared/ExportButton';
import { formatTime, formatUsdt } from '../../../shared/format';
import { SettleDayButton } from '../../../shared/SettleDayButton';
import { usePagedResult } from '../../../shared/usePagedResult';
import { PagedTable } from '../../../shared/PagedTable';

type Days = z.infer<typeof commissionDaysResultSchema>;
const rowsOf = (result: Days) => result.items;
const totalOf = (result: Days) => result.total;

const CSV_COLUMNS: CsvColumn<CommissionDay>[] = [
  { title: '日期', value: (row) => row.day },
  { title: '状态', value: (row) => (row.status === 'settled' ? '已结算' : '结算中') },
  { title: '模板版本', value: (row) => row.template_id },
  { title: '代理数', value: (row) => row.agents },
  { title: '团队业绩（USDT）', value: (row) => row.team_performance },
  { title: '佣金（USDT）', value: (row) => row.commission },
  { title: '已领取（USDT）', value: (row) => row.claimed },
  { title: '开始时间（北京时间）', value: (row) => formatTime(row.started_at) },
  { title: '完成时间（北京时间）', value: (row) => formatTime(row.finished_at) },
];

export function CommissionDays({ canEdit }: { canEdit: boolean }) {
  const list = usePagedResult(
    apiPaths.admin.commissionDays,
    {},
    { schema: commissionDaysResultSchema, rowsOf, totalOf },
  );
  return (
    <>
      <Flex justify="space-between" style={{ marginBottom: 12 }}>
        <SettleDayButton
          path={apiPaths.admin.commissionSettle}
          what="佣金"
          disabled={!canEdit}
          onSettled={() => void list.reload()}
        />
        <ExportButton filename="佣金结算记录.csv" columns={CSV_COLUMNS} fetchPage={list.fetchPage} />
      </Flex>
      <PagedTable<CommissionDay>
        list={list}
        rowKey="day"
        locale={{ emptyText: '暂无结算记录' }}
        columns={[
          { title: '日期', dataIndex: 'day', width: 110 },
          {
            title: '状态',
            dataIndex: 'status',
            width: 84,
            render: (status: CommissionDay['status']) =>
              status === 'settled' ? <Tag color="green">已结算</Tag> : <Tag color="processing">结算中</Tag>,
          },
          { title: '模板', dataIndex: 'template_id', width: 64, render: (id: number) => `#${id}` },
          { title: '代理数', dataIndex: 'agents', width: 76, align: 'right' },
          { title: '团队业绩（USDT）', dataIndex: 'team_performance', align: 'right', render: formatUsdt },
          { title: '佣金（USDT）', dataIndex: 'commission', align: 'right', render: formatUsdt },
          { title: '已领取（USDT）', dataIndex: 'claimed', align: 'right', render: formatUsdt },
          { title: '完成时间（北京时间）', dataIndex: 'finished_at', width: 180, render: formatTime },
        ]}
      />
    </>
  );
}
