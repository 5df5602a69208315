/**
 * 调整余额: 增加 or 扣减, a type, an amount, a credit's turnover multiple and a reason. Says before
 * submitting whether it applies at once or waits for a second operator: the single-approval amount
 * and today's caps per operator and per player, with what was used, come with the pending list.
 */
import { Alert, App, Form, Input, InputNumber, List, Modal, Radio, Select, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { z } from 'zod';
import {
  ADJUSTMENT_TYPES,
  adjustmentSchema,
  adjustmentsResultSchema,
  adjustmentTypeLabels,
  apiPaths,
  type AdminPlayerProfile,
  type Adjustment,
  type AdjustmentType,
} from 'shared-contracts';
import { api } from '../../../api/client';
import { formatTime, formatUsdt } from '../../../shared/format';
import { microOf } from '../money';

interface Values {
  direction: 'credit' | 'debit';
  type: AdjustmentType;
  amount: string;
  turnover_multiple: number | null;
  reason: string;
}

type Limits = Omit<z.infer<typeof adjustmentsResultSchema>, 'list' | 'total' | 'page' | 'size'>;

/** Whether `size` (micro-USDT) waits for a second operator under the limits and today's use. */
function waitsForSecond(size: bigint, limits: Limits): boolean {
  const micro = (text: string | null) => microOf(text ?? '0') ?? 0n;
  return (
    size > micro(limits.approval_threshold) ||
    micro(limits.operator_used_today) + size > micro(limits.operator_daily_cap) ||
    micro(limits.player_used_today) + size > micro(limits.player_daily_cap)
  );
}

const AMOUNT = /^\d{1,12}(\.\d{1,6})?$/;

export function AdjustModal(props: { profile: AdminPlayerProfile; onClose: () => void; onDone: () => void }) {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [limits, setLimits] = useState<Limits | null>(null);
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
      .then(({ list, ...rest }) => {
        setLimits(rest);
        setPending(list);
      })
      .catch((error: Error) => message.error(error.message));
  }, [props.profile.id, message]);

  const size = AMOUNT.test(amount.trim()) ? microOf(amount) : null;
  const needsApproval = size !== null && limits !== null && waitsForSecond(size, limits);

  async function submit() {
    const values = await form.validateFields();
    const signed = `${values.direction === 'debit' ? '-' : ''}${values.amount.trim()}`;
    const verb = values.direction === 'debit' ? '扣减' : '增加';
    modal.confirm({
      title: `确认为 ${props.profile.username} ${verb} ${formatUsdt(values.amount.trim())} USDT？`,
      content: needsApproval
        ? '超过单笔免审金额或今日免审额度：提交后需另一名财务审核通过才会入账。'
        : '未超过单笔免审金额与今日免审额度：确认后立即入账。',
      okText: '确认',
      cancelText: '取消',
      onOk: async () => {
        setBusy(true);
        try {
          const body = {
            player_id: props.profile.id,
            amount: signed,
            type: values.type,
            turnover_multiple: values.direction === 'credit' ? (values.turnover_multiple ?? 0) : 0,
            reason: values.reason,
            request_id: requestId,
          };
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
        当前余额 {formatUsdt(props.profile.balance)}{' '}
        USDT。调整通过平台调整账户记账，全部记入审计日志；增加可附加流水要求（倍数 × 金额）。
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ direction: 'credit', type: 'manual_deposit', amount: '', turnover_multiple: 0, reason: '' }}
      >
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
        <Form.Item name="type" label="类型">
          <Select<AdjustmentType>
            options={ADJUSTMENT_TYPES.map((value) => ({ value, label: adjustmentTypeLabels[value] }))}
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
        {direction === 'credit' && (
          <Form.Item name="turnover_multiple" label="流水倍数（0 为不附加）">
            <InputNumber<number> min={0} max={100} step={1} precision={2} style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Form.Item name="reason" label="原因" rules={[{ required: true, whitespace: true, message: '请填写原因' }]}>
          <Input.TextArea rows={3} maxLength={500} showCount placeholder="例如：补发未匹配的充值，链上交易哈希 …" />
        </Form.Item>
      </Form>
      {limits !== null && (
        <Alert
          showIcon
          type={needsApproval ? 'warning' : 'info'}
          message={
            size === null
              ? `单笔不超过 ${formatUsdt(limits.approval_threshold)} USDT 且未超过今日免审额度时立即入账；否则需另一名财务审核。`
              : needsApproval
                ? `需另一名财务审核通过后${direction === 'debit' ? '扣减' : '入账'}。`
                : `确认后立即${direction === 'debit' ? '扣减' : '入账'}。`
          }
          description={`今日免审额度：本人已用 ${formatUsdt(limits.operator_used_today)} / ${formatUsdt(
            limits.operator_daily_cap,
          )} USDT，该玩家已用 ${formatUsdt(limits.player_used_today ?? '0')} / ${formatUsdt(limits.player_daily_cap)} USDT（北京时间每日零点重置）`}
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
