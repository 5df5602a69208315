/**
 * The two decisions on a request, each confirmed in its own dialog: 通过并付款 (a TRC20 transaction
 * the API verifies on chain, a payment reference for types 2 and 3, or the hot wallet), and 拒绝
 * with a reason the player sees.
 */
import { Alert, Form, Input, Modal, Radio, Space, Typography } from 'antd';
import {
  adminWithdrawalSchema,
  apiPaths,
  payoutWatchTexts,
  type AdminWithdrawal,
  type PayoutMethod,
} from 'shared-contracts';
import { api } from '../../../api/client';
import { useSession } from '../../../session/session';
import { formatUsdt } from '../../../shared/format';
import { useApiAction } from '../../../shared/useApiAction';
import { addressTypeLabels, payoutMethodLabels, payoutMethodsFor, watchedPayout } from '../labels';

interface DecisionProps {
  open: boolean;
  withdrawal: AdminWithdrawal;
  onClose(): void;
  onDone(updated: AdminWithdrawal): void;
}

interface ApproveFields {
  method: PayoutMethod;
  tx_id?: string;
  reference?: string;
}

const TX_ID = /^(0x)?[0-9a-fA-F]{64}$/;

function Recipient({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  return (
    <Alert
      type="info"
      title={
        <Space orientation="vertical" size={0}>
          <span>
            向{addressTypeLabels[withdrawal.address_type]}
            <Typography.Text code copyable={{ text: withdrawal.address }}>
              {withdrawal.area ? `+${withdrawal.area} ` : ''}
              {withdrawal.address}
            </Typography.Text>
          </span>
          <span>
            支付 <Typography.Text strong>{formatUsdt(withdrawal.amount)} USDT</Typography.Text>
            （手续费 {formatUsdt(withdrawal.fee)} 由平台留存）
          </span>
        </Space>
      }
    />
  );
}

export function ApproveModal(props: DecisionProps & { hotWallet: string | null }) {
  const { withdrawal, hotWallet } = props;
  const { me } = useSession();
  const [form] = Form.useForm<ApproveFields>();
  const { run, busy } = useApiAction();
  const methods = payoutMethodsFor(withdrawal, me?.id, hotWallet);
  const method = Form.useWatch('method', form) ?? methods[0];

  async function submit() {
    const fields = await form.validateFields();
    const body =
      fields.method === 'chain_tx'
        ? { method: 'chain_tx', tx_id: fields.tx_id }
        : fields.method === 'reference'
          ? { method: 'reference', reference: fields.reference }
          : { method: 'hot_wallet' };
    const path = `${apiPaths.admin.withdrawals}/${withdrawal.id}/approve`;
    // A manual transaction seen but not yet solidified is watched: the request completes by itself.
    const success = (updated: AdminWithdrawal) =>
      fields.method === 'hot_wallet'
        ? '已提交热钱包付款，等待链上确认'
        : updated.state === 'paying'
          ? payoutWatchTexts.submitted(watchedPayout(updated)?.confirmations ?? 0)
          : '已核验并完成提现';
    const updated = await run('approve', () => api.post(path, body, adminWithdrawalSchema), success);
    if (updated) props.onDone(updated);
  }

  return (
    <Modal
      title="通过并付款"
      open={props.open}
      okText={method === 'hot_wallet' ? '确认由热钱包付款' : '确认完成'}
      confirmLoading={busy === 'approve'}
      onOk={() => void submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Recipient withdrawal={withdrawal} />
        {/* Mounted afresh on each opening (destroyOnHidden): the first method allowed is preselected. */}
        <Form form={form} layout="vertical" initialValues={{ method: methods[0] }}>
          <Form.Item name="method" label="付款方式">
            <Radio.Group
              options={methods.map((value) => ({ value, label: payoutMethodLabels[value] }))}
              optionType="button"
            />
          </Form.Item>
          {method === 'chain_tx' && (
            <Form.Item
              name="tx_id"
              label="链上交易ID（TRC20）"
              extra="请先认领，再从你的钱包转账并填写交易ID：系统在链上核验（已固化、成功、USDT合约、收款地址与金额）后才完成提现；交易已上链但尚未固化时可直接提交，进入待链上确认，固化后自动完成。"
              rules={[
                { required: true, message: '请填写交易ID' },
                { pattern: TX_ID, message: '交易ID应为64位十六进制' },
              ]}
            >
              <Input placeholder="64位十六进制交易哈希" autoComplete="off" />
            </Form.Item>
          )}
          {method === 'reference' && (
            <Form.Item
              name="reference"
              label="付款凭证"
              extra="线下付款的流水号或备注，记录在审计日志中。"
              rules={[
                { required: true, whitespace: true, message: '请填写付款凭证' },
                { max: 200, message: '最多200字' },
              ]}
            >
              <Input placeholder="例如银行流水号" autoComplete="off" />
            </Form.Item>
          )}
          {method === 'hot_wallet' && (
            <Alert
              type="warning"
              title={`将由热钱包 ${hotWallet ?? ''} 签名并广播转账，链上确认后提现完成；失败时回到待审核。`}
            />
          )}
        </Form>
      </Space>
    </Modal>
  );
}

export function RejectModal(props: DecisionProps) {
  const { withdrawal } = props;
  const [form] = Form.useForm<{ reason: string }>();
  const { run, busy } = useApiAction();

  async function submit() {
    const { reason } = await form.validateFields();
    const path = `${apiPaths.admin.withdrawals}/${withdrawal.id}/reject`;
    const updated = await run(
      'reject',
      () => api.post(path, { reason }, adminWithdrawalSchema),
      '已拒绝，金额已退回钱包',
    );
    if (updated) props.onDone(updated);
  }

  return (
    <Modal
      title="拒绝提现"
      open={props.open}
      okText="确认拒绝"
      okButtonProps={{ danger: true }}
      confirmLoading={busy === 'reject'}
      onOk={() => void submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Alert
          type="warning"
          title={`拒绝后 ${formatUsdt(withdrawal.total)} USDT（含手续费）退回玩家钱包，原因会显示给玩家。`}
        />
        <Form form={form} layout="vertical">
          <Form.Item
            name="reason"
            label="拒绝原因"
            rules={[
              { required: true, whitespace: true, message: '请填写拒绝原因' },
              { max: 200, message: '最多200字' },
            ]}
          >
            <Input.TextArea rows={3} placeholder="例如：收款地址有误，请重新绑定" />
          </Form.Item>
        </Form>
      </Space>
    </Modal>
  );
}
