/**
 * A pay channel's settings, new or changed. The secret is write-only: required for a new channel,
 * and on an edit it is replaced only when typed (left empty, the one set stays).
 */
import { Col, Form, Input, InputNumber, Modal, Row, Switch } from 'antd';
import { adminPayChannelSchema, apiPaths, type AdminPayChannel } from 'shared-contracts';
import { api } from '../../../api/client';
import { useApiAction } from '../../../shared/useApiAction';

interface Fields {
  code: string;
  name: string;
  rate: string;
  currency: string;
  min_amount: string;
  max_amount: string;
  sort: number;
  enabled: boolean;
  gateway_url: string;
  merchant_id: string;
  allow: string;
  secret?: string;
}

const AMOUNT = [
  { required: true, message: '请填写金额' },
  { pattern: /^\d{1,12}(\.\d{1,6})?$/, message: '金额最多6位小数' },
];

function fieldsOf(channel: AdminPayChannel): Fields {
  return { ...channel, allow: channel.allow.join(', '), secret: undefined };
}

export function PayChannelModal(props: {
  /** The channel edited; null for a new one; undefined: closed. */
  channel: AdminPayChannel | null | undefined;
  onClose(): void;
  onSaved(): void;
}) {
  const { channel } = props;
  const creating = channel === null;
  const [form] = Form.useForm<Fields>();
  const { run, busy } = useApiAction();

  async function submit() {
    const { code, secret, ...settings } = await form.validateFields();
    const withSecret = secret ? { ...settings, secret } : settings;
    const saved = creating
      ? await run(
          'save',
          () => api.post(apiPaths.admin.payChannels, { code, ...withSecret }, adminPayChannelSchema),
          '支付通道已添加',
        )
      : await run(
          'save',
          () => api.put(`${apiPaths.admin.payChannels}/${channel!.id}`, withSecret, adminPayChannelSchema),
          '支付通道已保存',
        );
    if (saved) props.onSaved();
  }

  const initial: Partial<Fields> = channel
    ? fieldsOf(channel)
    : { currency: 'CNY', sort: 0, enabled: false, min_amount: '10', max_amount: '5000' };

  return (
    <Modal
      title={creating ? '新增支付通道' : `编辑支付通道 · ${channel?.code ?? ''}`}
      open={channel !== undefined}
      width={760}
      okText={creating ? '确认添加' : '确认保存'}
      confirmLoading={busy === 'save'}
      onOk={() => void submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item
              name="code"
              label="通道代码"
              extra="小写字母、数字、-、_；创建后不可修改"
              rules={[{ required: true, pattern: /^[a-z0-9][a-z0-9_-]{1,31}$/, message: '通道代码格式错误' }]}
            >
              <Input disabled={!creating} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="name"
              label="显示名称"
              rules={[{ required: true, max: 32, message: '请填写名称（最多32字）' }]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="sort" label="排序">
              <InputNumber precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="enabled" label="开通" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item
              name="currency"
              label="币种"
              rules={[{ required: true, pattern: /^[A-Z]{3,8}$/, message: '如 CNY' }]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item
              name="rate"
              label="汇率（1 USDT 兑）"
              rules={[{ required: true, pattern: /^\d{1,9}(\.\d{1,6})?$/, message: '汇率格式错误' }]}
            >
              <Input placeholder="7.25" />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="min_amount" label="最低金额（USDT）" rules={AMOUNT}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="max_amount" label="最高金额（USDT）" rules={AMOUNT}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={16}>
            <Form.Item
              name="gateway_url"
              label="网关下单地址"
              rules={[{ required: true, pattern: /^https?:\/\/\S+$/, message: '须为 http(s) 地址' }]}
            >
              <Input placeholder="https://" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="merchant_id" label="商户号" rules={[{ required: true, max: 64, message: '请填写商户号' }]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="allow"
              label="回调来源IP"
              extra="逗号分隔的 IP 或 CIDR，只接受这些地址的回调"
              rules={[{ required: true, message: '请填写回调来源IP' }]}
            >
              <Input placeholder="203.0.113.0/28" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="secret"
              label="签名密钥"
              extra={creating || !channel?.secret_set ? '至少16位；保存后不再显示' : '已设置；留空则不修改，填写则替换'}
              rules={[
                { required: creating || !channel?.secret_set, message: '请填写签名密钥' },
                { min: 16, message: '至少16位' },
              ]}
            >
              <Input.Password
                autoComplete="new-password"
                placeholder={channel?.secret_set ? '已设置（留空不修改）' : '未设置'}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
