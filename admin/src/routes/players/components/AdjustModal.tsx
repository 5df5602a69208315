/**
 * 调整余额: 增加 or 扣减, an amount and a reason. Says before submitting whether it applies at once
 * or waits for a second operator (the threshold comes with the player's pending adjustments).
 */
import { Alert, App, Form, Input, List, Modal, Radio, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import {
  adjustmentSchema,
  adjustmentsResultSchema,
  apiPaths,
  type AdminPlayerProfile,
  type Adjustment,
} from 'shared-contracts';
import { api } from '../../../api/client';
import { formatTime, formatUsdt } from '../../../shared/format';
import { microOf } from '../money';

interface Values {
  direction: 'credit' | 'debit';
  amount: string;
  reason: string;
}

const AMOUNT = /^\d{1,12}(\.\d{1,6})?$/;

export function AdjustModal(props: { profile: AdminPlayerProfile; onClose: () => void; onDone: () => void }) {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [threshold, setThreshold] = useState<string | null>(null);
  const [pending, setPending] = useState<Adjustment[]>([]);
  const [busy, setBusy] = useState(false);
  // One id per submission: a retry after a lost answer replays it instead of adjusting twice.
  const requestId = useMemo(() => crypto.randomUUID(), []);
  const amount = Form.useWatch('amount', form) ?? '';
  const direction = Form.useWatch('direction', form) ?? 'credit';

  useEffect(() => {
    api
      .get(
        apiPaths.admin.adjustments,
        { player_id: props.profile.id, status: 'pending', size: 5 },
        adjustmentsResultSchema,
      )
      .then((result) => {
        setThreshold(result.approval_threshold);
        setPending(result.list);
      })
      .catch((error: Error) => message.error(error.message));
  }, [props.profile.id, message]);

  const size = AMOUNT.test(amount.trim()) ? microOf(amount) : null;
  const limit = threshold === null ? null : microOf(threshold);
  const needsApproval = size !== null && limit !== null && size > limit;

  async function submit() {
    const values = await form.validateFields();
    const signed = `${values.direction === 'debit' ? '-' : ''}${values.amount.trim()}`;
    const verb = values.direction === 'debit' ? '扣减' : '增加';
    modal.confirm({
      title: `确认为 ${props.profile.username} ${verb} ${formatUsdt(values.amount.trim())} USDT？`,
      content: needsApproval
        ? '超过审核门槛：提交后需另一名财务审核通过才会入账。'
        : '未超过审核门槛：确认后立即入账。',
      okText: '确认',
      cancelText: '取消',
      onOk: async () => {
        setBusy(true);
        try {
          const body = { player_id: props.profile.id, amount: signed, reason: values.reason, request_id: requestId };
          const result = await api.post(apiPaths.admin.adjustments, body, adjustmentSchema);
          message.success(result.status === 'applied' ? '已入账' : '已提交，等待另一名财务审核');
          props.onDone();
          props.onClose();
        } catch (error) {
          message.error((error as Error).message);
        } finally {
          setBusy(false);
        }
      },
    });
  }

  return (
    <Modal
      open
      title={`调整余额 · ${props.profile.username}`}
      okText="提交"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={props.onClose}
      width={560}
    >
      <Typography.Paragraph type="secondary">
        当前余额 {formatUsdt(props.profile.balance)} USDT。调整通过平台调整账户记账，不附加流水要求，全部记入审计日志。
      </Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ direction: 'credit', amount: '', reason: '' }}>
        <Form.Item name="direction" label="方向">
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={[
              { label: '增加', value: 'credit' },
              { label: '扣减', value: 'debit' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label="金额 (USDT)"
          rules={[
            { required: true, whitespace: true, message: '请输入金额' },
            { pattern: AMOUNT, message: '金额格式错误，最多6位小数' },
            {
              validator: (_, text: string) =>
                microOf(text ?? '') === 0n ? Promise.reject(new Error('金额须大于0')) : Promise.resolve(),
            },
          ]}
        >
          <Input placeholder="例如 50 或 12.5" suffix="USDT" inputMode="decimal" />
        </Form.Item>
        <Form.Item name="reason" label="原因" rules={[{ required: true, whitespace: true, message: '请填写原因' }]}>
          <Input.TextArea rows={3} maxLength={500} showCount placeholder="例如：补发未匹配的充值，链上交易哈希 …" />
        </Form.Item>
      </Form>
      {threshold !== null && (
        <Alert
          showIcon
          type={needsApproval ? 'warning' : 'info'}
          message={
            size === null
              ? `单笔不超过 ${formatUsdt(threshold)} USDT 立即入账；超过需另一名财务审核。`
              : needsApproval
                ? `超过 ${formatUsdt(threshold)} USDT：需另一名财务审核通过后${direction === 'debit' ? '扣减' : '入账'}。`
                : `不超过 ${formatUsdt(threshold)} USDT：确认后立即${direction === 'debit' ? '扣减' : '入账'}。`
          }
        />
      )}
      {pending.length > 0 && (
        <List
          size="small"
          style={{ marginTop: 16 }}
          header={<Typography.Text strong>该玩家待审核的调整</Typography.Text>}
          dataSource={pending}
          renderItem={(row) => (
            <List.Item>
              {formatTime(row.created_at)} · {formatUsdt(row.amount)} USDT · {row.requested_by_name} · {row.reason}
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
