/**
 * 代玩家提现: customer service applies for a withdrawal of a player on a cool-off or self-exclusion
 * (who cannot log in), after verifying them out of band: an amount, one of the player's bound
 * addresses, and how they were verified. A confirm dialog repeats the three before anything moves;
 * the request then waits in 提现审核 like the player's own. One request id per dialog: a double
 * submit answers the first request again.
 */
import { App, Form, Input, Modal, Select } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { addressListResultSchema, apiPaths, withdrawalSchema, type WithdrawAddress } from 'shared-contracts';
import { api } from '../../../api/client';
import { formatUsdt } from '../../../shared/format';
import { useApiData } from '../../../shared/useApiData';
import { addressTypeLabels } from '../../withdrawals/labels';

interface Values {
  amount: string;
  address_id: number;
  note: string;
}

const addressText = (address: WithdrawAddress) =>
  `${addressTypeLabels[address.type]}：${address.area ? `+${address.area} ` : ''}${address.address}`;

export function WithdrawOnBehalfModal(props: {
  playerId: number;
  username: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const requestId = useMemo(() => crypto.randomUUID(), []);
  const base = `${apiPaths.admin.players}/${props.playerId}/protection`;
  const fetchAddresses = useCallback(() => api.get(`${base}/addresses`, {}, addressListResultSchema), [base]);
  const addresses = useApiData(fetchAddresses);

  async function submit(values: Values) {
    setBusy(true);
    try {
      const placed = await api.post(`${base}/withdraw`, { ...values, request_id: requestId }, withdrawalSchema);
      message.success(`已提交提现 ${placed.order_id}，等待提现审核`);
      props.onDone();
    } catch (error) {
      message.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  async function confirm() {
    const values = await form.validateFields();
    const address = addresses.data?.list.find((row) => row.id === values.address_id);
    modal.confirm({
      title: '确认代玩家提现？',
      content: `为玩家 ${props.username} 提现 ${formatUsdt(values.amount)} USDT 到 ${address ? addressText(address) : ''}。提交后进入提现审核。`,
      okText: '确认提交',
      cancelText: '取消',
      onOk: () => submit(values),
    });
  }

  const options = (addresses.data?.list ?? []).map((address) => ({ value: address.id, label: addressText(address) }));
  return (
    <Modal
      open
      title={`代玩家提现：${props.username}`}
      okText="提交"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void confirm()}
      onCancel={props.onClose}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="amount"
          label="提现金额 (USDT)"
          rules={[
            { required: true, message: '请填写提现金额' },
            { pattern: /^\d{1,12}(\.\d{1,6})?$/, message: '金额格式错误，最多6位小数' },
          ]}
        >
          <Input inputMode="decimal" placeholder="例如 100" />
        </Form.Item>
        <Form.Item
          name="address_id"
          label="提现地址（玩家已绑定）"
          rules={[{ required: true, message: '请选择提现地址' }]}
          extra={addresses.data && options.length === 0 ? '玩家没有绑定任何提现地址，无法代为提现' : undefined}
        >
          <Select options={options} loading={addresses.loading} placeholder="选择地址" />
        </Form.Item>
        <Form.Item
          name="note"
          label="核实说明"
          rules={[{ required: true, whitespace: true, message: '请填写如何核实了玩家身份' }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={500}
            showCount
            placeholder="例如：玩家来电，已核对注册手机号与最近充值记录"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
