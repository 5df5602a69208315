/**
 * 反水: whether days are settled and the least a claim may take (saved after a confirmation,
 * audited by the API), settling an ended day by hand, and the settlement runs.
 */
import { App, Button, Card, Flex, Form, Input, Popconfirm, Switch, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import {
  apiPaths,
  rebateDaysResultSchema,
  rebateSettingsResultSchema,
  type RebateDay,
  type RebateSettings,
} from 'shared-contracts';
import { api } from '../../../api/client';
import type { CsvColumn } from '../../../shared/csv';
import { ExportButton } from '../../../shared/ExportButton';
import { formatTime, formatUsdt } from '../../../shared/format';
import { SettleDayButton } from '../../../shared/SettleDayButton';
import { usePagedResult } from '../../../shared/usePagedResult';
import { PagedTable } from '../../../shared/PagedTable';

type Days = ReturnType<typeof rebateDaysResultSchema.parse>;
const rowsOf = (result: Days) => result.items;
const totalOf = (result: Days) => result.total;
const USDT_TEXT = /^\d{1,12}(\.\d{1,6})?$/;

const CSV_COLUMNS: CsvColumn<RebateDay>[] = [
  { title: '日期', value: (row) => row.day },
  { title: '状态', value: (row) => (row.status === 'done' ? '已完成' : '结算中') },
  { title: '玩家数', value: (row) => row.players },
  { title: '反水金额（USDT）', value: (row) => row.amount },
  { title: '开始时间（北京时间）', value: (row) => formatTime(row.started_at) },
  { title: '完成时间（北京时间）', value: (row) => formatTime(row.finished_at) },
];

function RebateSettingsForm({ canEdit }: { canEdit: boolean }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ enabled: boolean; claim_min: string }>();
  const [settings, setSettings] = useState<RebateSettings | null>(null);
  const [saving, setSaving] = useState(false);

  const show = useCallback(
    (next: RebateSettings) => {
      setSettings(next);
      form.setFieldsValue({ enabled: next.enabled, claim_min: next.claim_min.replace(/\.?0+$/, '') });
    },
    [form],
  );
  useEffect(() => {
    api
      .get(apiPaths.admin.rebateSettings, {}, rebateSettingsResultSchema)
      .then(show)
      .catch((error: Error) => message.error(error.message));
  }, [show, message]);

  async function save() {
    const values = await form.validateFields();
    setSaving(true);
    try {
      show(await api.put(apiPaths.admin.rebateSettings, values, rebateSettingsResultSchema));
      message.success('反水设置已保存');
    } catch (error) {
      message.error((error as Error).message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card size="small" title="反水设置" style={{ marginBottom: 16 }}>
      <Form form={form} layout="inline" disabled={!canEdit || settings === null}>
        <Form.Item name="enabled" label="每日结算" valuePropName="checked">
          <Switch checkedChildren="开" unCheckedChildren="关" />
        </Form.Item>
        <Form.Item
          name="claim_min"
          label="最低领取金额"
          rules={[
            {
              validator: (_, value: string) =>
                USDT_TEXT.test(value ?? '') && Number(value) > 0
                  ? Promise.resolve()
                  : Promise.reject(new Error('须为大于0的USDT金额，最多6位小数')),
            },
          ]}
        >
          <Input suffix="USDT" style={{ width: 180 }} />
        </Form.Item>
        <Form.Item>
          <Popconfirm title="保存反水设置？" description="关闭后不再结算新的日期。" onConfirm={() => void save()}>
            <Button type="primary" loading={saving}>
              保存
            </Button>
          </Popconfirm>
        </Form.Item>
      </Form>
      {settings && (
        <Typography.Text type="secondary">
          {settings.updated_at ? `上次修改：${formatTime(settings.updated_at)}` : '尚未修改（默认：开启，0.01 USDT）'}
        </Typography.Text>
      )}
    </Card>
  );
}

export function RebatePanel({ canEdit }: { canEdit: boolean }) {
  const list = usePagedResult(apiPaths.admin.rebateDays, {}, { schema: rebateDaysResultSchema, rowsOf, totalOf });
  return (
    <>
      <RebateSettingsForm canEdit={canEdit} />
      <Flex justify="space-between" style={{ marginBottom: 12 }}>
        <SettleDayButton
          path={apiPaths.admin.rebateSettle}
          what="反水"
          disabled={!canEdit}
          onSettled={() => void list.reload()}
        />
        <ExportButton filename="反水结算记录.csv" columns={CSV_COLUMNS} fetchPage={list.fetchPage} />
      </Flex>
      <PagedTable<RebateDay>
        list={list}
        rowKey="day"
        locale={{ emptyText: '暂无结算记录' }}
        columns={[
          { title: '日期', dataIndex: 'day', width: 120 },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (status: RebateDay['status']) =>
              status === 'done' ? <Tag color="green">已完成</Tag> : <Tag color="processing">结算中</Tag>,
          },
          { title: '玩家数', dataIndex: 'players', width: 90, align: 'right' },
          { title: '反水金额（USDT）', dataIndex: 'amount', align: 'right', render: formatUsdt },
          { title: '开始时间（北京时间）', dataIndex: 'started_at', width: 190, render: formatTime },
          { title: '完成时间（北京时间）', dataIndex: 'finished_at', width: 190, render: formatTime },
        ]}
      />
    </>
  );
}
