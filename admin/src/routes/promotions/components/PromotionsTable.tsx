/**
 * 活动: the 13 promotion types with their promotion (or 未创建), state, period and claims; a row opens
 * its edit drawer (read-only for 财务, who may not change promotions).
 */
import { Button, Space, Table, Tag } from 'antd';
import { useCallback, useState } from 'react';
import {
  apiPaths,
  messages,
  promotionsAdminResultSchema,
  promotionTypeNames,
  ruleKindNames,
  type RuleKind,
} from 'shared-contracts';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { shanghaiWallTime } from '../../../shared/business-day';
import type { CsvColumn } from '../../../shared/csv';
import { ExportButton } from '../../../shared/ExportButton';
import { formatUsdt } from '../../../shared/format';
import { useApiData } from '../../../shared/useApiData';
import { PromotionDrawer } from './PromotionDrawer';

type Entry = z.infer<typeof promotionsAdminResultSchema>['list'][number];

/** 未创建 / 已下线 / 未开始 / 进行中 / 已结束, as the player's list would place it now. */
function stateOf(entry: Entry, now: string): { text: string; color: string } {
  const promotion = entry.promotion;
  if (!promotion) return { text: '未创建', color: 'orange' };
  if (promotion.status === 'off') return { text: '已下线', color: 'default' };
  const { states } = messages.activityList;
  if (now < promotion.starts_at) return { text: states.upcoming, color: 'blue' };
  if (promotion.ends_at !== null && now >= promotion.ends_at) return { text: states.ended, color: 'default' };
  return { text: states.running, color: 'green' };
}

/** Minutes are enough to read a period; the seconds are always :00 in practice. */
const minutes = (time: string) => time.slice(0, 16);
const periodOf = (entry: Entry) =>
  entry.promotion
    ? `${minutes(entry.promotion.starts_at)} 至 ${entry.promotion.ends_at ? minutes(entry.promotion.ends_at) : '长期有效'}`
    : '';

const CSV_COLUMNS: CsvColumn<Entry>[] = [
  { title: '类型', value: (row) => row.activity_type },
  { title: '类型名', value: (row) => promotionTypeNames[row.activity_type] },
  { title: '标题', value: (row) => row.promotion?.title },
  { title: '状态', value: (row) => stateOf(row, shanghaiWallTime(new Date())).text },
  { title: '有效期（北京时间）', value: periodOf },
  { title: '版本', value: (row) => row.promotion?.version },
  { title: '领取次数', value: (row) => row.claim_count },
  { title: '领取金额（USDT）', value: (row) => row.claim_total },
];

export function PromotionsTable({ canEdit }: { canEdit: boolean }) {
  const loaded = useApiData(
    useCallback(async () => (await api.get(apiPaths.admin.promotions, {}, promotionsAdminResultSchema)).list, []),
  );
  const list = loaded.data ?? [];
  const [editing, setEditing] = useState<Entry | null>(null);

  const now = shanghaiWallTime(new Date());
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <ExportButton
          filename="活动列表.csv"
          columns={CSV_COLUMNS}
          fetchPage={async () => ({ total: list.length, list })}
        />
      </Space>
      <Table<Entry>
        rowKey="activity_type"
        size="small"
        loading={loaded.loading}
        dataSource={list}
        pagination={false}
        columns={[
          { title: '类型', dataIndex: 'activity_type', width: 56 },
          {
            title: '类型名',
            width: 220,
            render: (_, row) => (
              <>
                {promotionTypeNames[row.activity_type]}{' '}
                <Tag bordered={false}>{ruleKindNames[row.kind as RuleKind] ?? row.kind}</Tag>
              </>
            ),
          },
          { title: '标题', render: (_, row) => row.promotion?.title ?? '—' },
          {
            title: '状态',
            width: 84,
            render: (_, row) => {
              const state = stateOf(row, now);
              return <Tag color={state.color}>{state.text}</Tag>;
            },
          },
          {
            title: '有效期（北京时间）',
            width: 190,
            render: (_, row) =>
              row.promotion ? (
                <>
                  {minutes(row.promotion.starts_at)} 起
                  <br />
                  {row.promotion.ends_at ? `${minutes(row.promotion.ends_at)} 止` : '长期有效'}
                </>
              ) : (
                '—'
              ),
          },
          { title: '版本', width: 60, render: (_, row) => (row.promotion ? `v${row.promotion.version}` : '—') },
          { title: '领取次数', dataIndex: 'claim_count', width: 86, align: 'right' },
          {
            title: '领取金额（USDT）',
            dataIndex: 'claim_total',
            width: 140,
            align: 'right',
            render: (amount: string) => formatUsdt(amount),
          },
          {
            title: '操作',
            width: 72,
            render: (_, row) => (
              <Button type="link" onClick={() => setEditing(row)}>
                {canEdit ? '编辑' : '查看'}
              </Button>
            ),
          },
        ]}
      />
      {editing && (
        <PromotionDrawer
          key={editing.activity_type}
          entry={editing}
          canEdit={canEdit}
          onClose={() => setEditing(null)}
          onSaved={(promotion) => {
            setEditing({ ...editing, promotion });
            loaded.reload();
          }}
        />
      )}
    </>
  );
}
