/**
 * 提现设置: limits, fee, daily caps, the turnover multiplier and addresses per player (PUT
 * withdrawal-settings, audited). Amounts stay decimal text end to end (InputNumber in string mode).
 */
import { Alert, Button, Card, Col, Form, InputNumber, Popconfirm, Row, Typography } from 'antd';
import { useEffect } from 'react';
import { apiPaths, withdrawalSettingsResultSchema } from 'shared-contracts';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { useApiAction } from '../../../shared/useApiAction';

export type WithdrawalSettingsValues = z.infer<typeof withdrawalSettingsResultSchema>;
type Fields = Omit<WithdrawalSettingsValues, 'hot_wallet_address'>;

const AMOUNT_RULES = [
  { required: true, message: '请填写金额' },
  { pattern: /^\d{1,12}(\.\d{1,6})?$/, message: '金额最多6位小数' },
];

function Amount({ name, label, extra }: { name: keyof Fields; label: string; extra?: string }) {
  return (
    <Form.Item name={name} label={label} extra={extra} rules={AMOUNT_RULES}>
      <InputNumber<string> stringMode min="0" precision={6} suffix="USDT" style={{ width: '100%' }} />
    </Form.Item>
  );
}

function Whole(props: {
  name: keyof Fields;
  label: string;
  min: number;
  max: number;
  suffix?: string;
  extra?: string;
}) {
  return (
    <Form.Item
      name={props.name}
      label={props.label}
      extra={props.extra}
      rules={[{ required: true, message: `请填写${props.label}` }]}
    >
      <InputNumber min={props.min} max={props.max} precision={0} suffix={props.suffix} style={{ width: '100%' }} />
    </Form.Item>
  );
}

export function WithdrawalSettings(props: {
  settings: WithdrawalSettingsValues | null;
  onSaved(settings: WithdrawalSettingsValues): void;
}) {
  const [form] = Form.useForm<Fields>();
  const { run, busy } = useApiAction();
  const { settings } = props;
  useEffect(() => {
    if (settings) form.setFieldsValue(settings);
  }, [settings, form]);

  async function save() {
    const fields = await form.validateFields();
    const saved = await run(
      'save',
      () => api.put(apiPaths.admin.withdrawalSettings, fields, withdrawalSettingsResultSchema),
      '提现设置已保存',
    );
    if (saved) props.onSaved(saved);
  }

  return (
    <Card style={{ maxWidth: 960 }}>
      <Alert
        type={settings?.hot_wallet_address ? 'success' : 'info'}
        style={{ marginBottom: 24 }}
        title={
          settings?.hot_wallet_address ? (
            <span>
              热钱包已配置：<Typography.Text code>{settings.hot_wallet_address}</Typography.Text>
              （审核时可选择热钱包自动付款）
            </span>
          ) : (
            '未配置热钱包：TRC20 提现须手动转账并填写交易ID核验。'
          )
        }
      />
      <Form form={form} layout="vertical" disabled={!settings}>
        <Row gutter={24}>
          <Col span={8}>
            <Amount name="min_amount" label="单笔最低金额" extra="须大于该金额的手续费" />
          </Col>
          <Col span={8}>
            <Amount name="max_amount" label="单笔最高金额" />
          </Col>
          <Col span={8}>
            <Amount name="daily_amount" label="每日累计金额上限" />
          </Col>
          <Col span={8}>
            <Amount name="fee_fixed" label="固定手续费" />
          </Col>
          <Col span={8}>
            <Whole name="fee_rate_bps" label="比例手续费" min={0} max={10_000} suffix="‱" extra="万分之几，向上取整" />
          </Col>
          <Col span={8}>
            <Whole name="daily_count" label="每日提现次数" min={1} max={1_000} suffix="次" />
          </Col>
          <Col span={8}>
            <Whole name="max_pending" label="同时处理中的提现" min={1} max={100} suffix="笔" />
          </Col>
          <Col span={8}>
            <Form.Item
              name="turnover_multiplier"
              label="流水倍数"
              extra="每笔充值须完成的有效投注倍数（0 为不要求）"
              rules={[{ required: true, message: '请填写流水倍数' }]}
            >
              <InputNumber min={0} max={100} step={0.5} suffix="倍" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Whole name="max_addresses" label="每位玩家可绑定地址数" min={1} max={50} suffix="个" />
          </Col>
        </Row>
        <Popconfirm title="确认保存提现设置？新规则对之后的提现申请生效。" onConfirm={() => void save()}>
          <Button type="primary" loading={busy === 'save'}>
            保存
          </Button>
        </Popconfirm>
      </Form>
    </Card>
  );
}
