/**
 * The decision on an unmatched chain deposit: assign it to a player (the player looked up first and
 * named by username and id in the confirmation, with the amount: crediting cannot be undone; above
 * the assignment threshold it waits for a second operator) or mark it refunded off the platform.
 */
import { Alert, App, Form, Input, InputNumber, Modal, Typography } from 'antd';
import {
  adminPlayerProfileSchema,
  apiPaths,
  chainDepositSchema,
  moneyControlsResultSchema,
  parseUsdt,
} from 'shared-contracts';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { formatUsdt } from '../../../shared/format';
import { useApiAction } from '../../../shared/useApiAction';

export type ChainDeposit = z.infer<typeof chainDepositSchema>;
export type Dialog = { kind: 'assign' | 'refund'; deposit: ChainDeposit } | null;

export function UnmatchedDecision(props: { dialog: Dialog; onClose(): void; onDone(): void }) {
  const { dialog } = props;
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<{ player_id?: number; note?: string }>();
  const { run, busy } = useApiAction();

  async function submit() {
    if (!dialog) return;
    const fields = await form.validateFields();
    const { deposit } = dialog;
    const path = `${apiPaths.admin.unmatchedDeposits}/${deposit.id}/${dialog.kind}`;
    if (dialog.kind === 'refund') {
      const done = await run(
        'refund',
        () => api.post(path, { note: fields.note }, chainDepositSchema),
        '已标记为已退回',
      );
      if (done) props.onDone();
      return;
    }
    // The player first: the confirmation names who gets the money, not only a number typed.
    let looked;
    try {
      looked = await Promise.all([
        api.get(`${apiPaths.admin.players}/${fields.player_id}`, {}, adminPlayerProfileSchema),
        api.get(apiPaths.admin.moneyControls, {}, moneyControlsResultSchema),
      ]);
    } catch (error) {
      message.error((error as Error).message);
      return;
    }
    const [player, controls] = looked;
    const needsSecond = (parseUsdt(deposit.amount) ?? 0) > (parseUsdt(controls.assignment_threshold) ?? 0);
    modal.confirm({
      title: '确认分配到账',
      content: (
        <div data-testid="assign-confirm">
          <p>
            将 {formatUsdt(deposit.amount)} USDT 入账给玩家 <strong>{player.username}</strong>（ID {player.id}）？
            入账后不可撤销。
          </p>
          {needsSecond && (
            <p>
              超过分配审核门槛 {formatUsdt(controls.assignment_threshold)} USDT：提交后需另一名财务审核通过才会入账。
            </p>
          )}
        </div>
      ),
      okText: needsSecond ? '提交审核' : '确认入账',
      onOk: async () => {
        const body = { player_id: fields.player_id };
        const success = needsSecond ? '已提交，等待另一名财务审核' : '已入账给玩家';
        const done = await run('assign', () => api.post(path, body, chainDepositSchema), success);
        if (done) props.onDone();
      },
    });
  }

  return (
    <Modal
      title={dialog?.kind === 'refund' ? '标记已退回' : '分配给玩家'}
      open={dialog !== null}
      okText={dialog?.kind === 'refund' ? '确认已退回' : '下一步'}
      confirmLoading={busy !== null}
      onOk={() => void submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      {dialog && (
        <Typography.Paragraph>
          到账 <Typography.Text strong>{formatUsdt(dialog.deposit.amount)} USDT</Typography.Text>，来自{' '}
          <Typography.Text code>{dialog.deposit.from_address}</Typography.Text>
        </Typography.Paragraph>
      )}
      {dialog?.deposit.reason === 'unconfirmed' && (
        // The event list named it, the solidity node never confirmed it: money may never have arrived.
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="链上未能确认这笔转账"
          description="事件列表显示过它，但固化节点多次查不到回执与交易。请先在 Tronscan 核实交易成功、收款地址与金额一致，再决定分配或退回；若之后链上确认，系统会自动入账。"
        />
      )}
      <Form form={form} layout="vertical">
        {dialog?.kind === 'assign' && (
          <Form.Item name="player_id" label="玩家ID" rules={[{ required: true, message: '请填写玩家ID' }]}>
            <InputNumber min={1} precision={0} style={{ width: '100%' }} placeholder="入账给哪位玩家" />
          </Form.Item>
        )}
        {dialog?.kind === 'refund' && (
          <Form.Item
            name="note"
            label="退回说明"
            rules={[
              { required: true, whitespace: true, message: '请填写退回说明' },
              { max: 200, message: '最多200字' },
            ]}
          >
            <Input.TextArea rows={3} placeholder="例如：已原路退回，交易ID …" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
