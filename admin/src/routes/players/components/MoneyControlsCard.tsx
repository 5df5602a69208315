/**
 * 资金设置 (on 玩家 → 调整审核): the two-person rule's thresholds — an adjustment's single-approval
 * amount, today's single-approval caps per operator and per player (Asia/Shanghai day), and the
 * amount above which assigning an unmatched deposit needs a second operator. 财务 reads them;
 * 超级管理员 changes them (audited). Unsaved, they derive from ADJUSTMENT_APPROVAL_USDT.
 */
import { Alert, App, Button, Card, Descriptions, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { apiPaths, moneyControlsResultSchema, type MoneyControls } from 'shared-contracts';
import { api } from '../../../api/client';
import { useLoaded } from '../../../shared/useLoaded';
import { useRoleIn } from '../../../session/session';
import { formatUsdt } from '../../../shared/format';

const FIELDS: Array<{ name: keyof MoneyControls; label: string }> = [
  { name: 'approval_threshold', label: '单笔免审金额' },
  { name: 'operator_daily_cap', label: '每名操作员每日免审额度' },
  { name: 'player_daily_cap', label: '每名玩家每日免审额度' },
  { name: 'assignment_threshold', label: '未匹配到账分配审核门槛' },
];
const AMOUNT = /^\d{1,12}(\.\d{1,6})?$/;

export function MoneyControlsCard() {
  const { message } = App.useApp();
  const canEdit = useRoleIn(['super_admin']);
  const [form] = Form.useForm<MoneyControls>();
  const { data: current, error, reload } = useLoaded(apiPaths.admin.moneyControls, {}, moneyControlsResultSchema);
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);

  async function save() {
    const values = await form.validateFields();
    setBusy(true);
    try {
      await api.put(apiPaths.admin.moneyControls, values, moneyControlsResultSchema);
      reload();
      setEditing(false);
      message.success('资金设置已保存');
    } catch (failure) {
      message.error((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const edit = () => {
    if (current) form.setFieldsValue(current);
    setEditing(true);
  };
  return (
    <Card size="small" title="资金设置" style={{ marginBottom: 16 }} data-testid="money-controls">
      {error && !current && (
        <Alert type="error" showIcon title={error} action={<Button onClick={reload}>重试</Button>} />
      )}
      {current && !editing && (
        <Descriptions
          size="small"
          column={2}
          items={FIELDS.map((field) => ({
            key: field.name,
            label: field.label,
            children: `${formatUsdt(current[field.name])} USDT`,
          }))}
          extra={
            canEdit && (
              <Button size="small" onClick={edit}>
                修改
              </Button>
            )
          }
          title={current.saved ? undefined : '未保存过：按环境变量 ADJUSTMENT_APPROVAL_USDT 推算'}
        />
      )}
      {editing && (
        <Form form={form} layout="inline">
          {FIELDS.map((field) => (
            <Form.Item
              key={field.name}
              name={field.name}
              label={field.label}
              rules={[
                { required: true, message: '请输入金额' },
                { pattern: AMOUNT, message: '金额格式错误，最多6位小数' },
              ]}
            >
              <Input suffix="USDT" style={{ width: 180 }} />
            </Form.Item>
          ))}
          <Space>
            <Button type="primary" loading={busy} onClick={() => void save()}>
              保存
            </Button>
            <Button onClick={() => setEditing(false)}>取消</Button>
          </Space>
        </Form>
      )}
    </Card>
  );
}
