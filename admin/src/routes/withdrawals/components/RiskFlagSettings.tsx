/**
 * 风险标记设置: whether each withdrawal review flag is raised and its threshold (PUT
 * withdrawal-risk-flags, audited). Flags only mark a request for the reviewer; nothing is refused.
 */
import { Button, Card, Form, InputNumber, Space, Switch, Typography } from 'antd';
import {
  riskLockPaths,
  withdrawalRiskFlagLabels,
  withdrawalRiskFlagSettingsSchema,
  type WithdrawalRiskFlagKey,
  type WithdrawalRiskFlagSettings,
} from 'shared-contracts';
import { api } from '../../../api/client';
import { useApiAction } from '../../../shared/useApiAction';
import { useApiData } from '../../../shared/useApiData';

const fetchSettings = () => api.get(riskLockPaths.withdrawalRiskFlags, {}, withdrawalRiskFlagSettingsSchema);

/** Each flag's threshold field, when it has one: its name, words around it, range and unit. */
const THRESHOLDS: Partial<
  Record<
    WithdrawalRiskFlagKey,
    { field: string; before: string; after: string; min: number; max: number; decimals?: number }
  >
> = {
  no_bet: { field: 'stake_share_pct', before: '上次充值后投注低于充值的', after: '%', min: 1, max: 1000 },
  bonus_claim: {
    field: 'hours',
    before: '上次充值后领取过优惠，或在申请前',
    after: '小时内领取（0：只看充值后）',
    min: 0,
    max: 8760,
  },
  new_account: { field: 'hours', before: '注册不足', after: '小时', min: 1, max: 8760 },
  large_amount: {
    field: 'deposit_multiple',
    before: '金额超过平均充值的',
    after: '倍',
    min: 1,
    max: 1000,
    decimals: 1,
  },
};
const PLAIN: Partial<Record<WithdrawalRiskFlagKey, string>> = {
  first_withdrawal: '此前没有已完成的提现',
  shared_client: '与其他玩家共用 IP、设备或提现地址',
};

function FlagRow({ flag }: { flag: WithdrawalRiskFlagKey }) {
  const threshold = THRESHOLDS[flag];
  return (
    <Space align="baseline" wrap>
      <Form.Item name={[flag, 'enabled']} valuePropName="checked" noStyle>
        <Switch size="small" />
      </Form.Item>
      <Typography.Text strong style={{ width: 110, display: 'inline-block' }}>
        {withdrawalRiskFlagLabels[flag]}
      </Typography.Text>
      {threshold ? (
        <>
          <Typography.Text type="secondary">{threshold.before}</Typography.Text>
          <Form.Item name={[flag, threshold.field]} noStyle rules={[{ required: true }]}>
            <InputNumber
              min={threshold.min}
              max={threshold.max}
              precision={threshold.decimals ?? 0}
              style={{ width: 100 }}
            />
          </Form.Item>
          <Typography.Text type="secondary">{threshold.after}</Typography.Text>
        </>
      ) : (
        <Typography.Text type="secondary">{PLAIN[flag]}</Typography.Text>
      )}
    </Space>
  );
}

export function RiskFlagSettings() {
  const loaded = useApiData(fetchSettings);
  const [form] = Form.useForm<WithdrawalRiskFlagSettings>();
  const { run, busy } = useApiAction(loaded.reload);
  if (!loaded.data) return null;
  const save = (values: WithdrawalRiskFlagSettings) =>
    run('save', () => api.put(riskLockPaths.withdrawalRiskFlags, values, withdrawalRiskFlagSettingsSchema), '已保存');
  return (
    <Card title="风险标记设置" size="small" style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">
        提现审核列表与详情中的“风险”标记：只提示审核人员留意，不会自动拒绝提现。修改记入审计日志。
      </Typography.Paragraph>
      <Form form={form} initialValues={loaded.data} onFinish={(values) => void save(values)}>
        <Space orientation="vertical" size={12}>
          {(Object.keys(withdrawalRiskFlagLabels) as WithdrawalRiskFlagKey[]).map((flag) => (
            <FlagRow key={flag} flag={flag} />
          ))}
          <Button type="primary" htmlType="submit" loading={busy === 'save'}>
            保存风险标记设置
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
