/**
 * 关闭审核: the operator looked at a deposit credited over a player's limit (its source, the player's
 * history) and lets the player order again; the note says what was checked. Audited by the API.
 */
import { App, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { apiPaths, protectionNames, type DepositReviewRow } from 'shared-contracts';
import { api } from '../../../api/client';
import { formatUsdt } from '../../../shared/format';

/** The close route of one review: under its player's protection. */
export const closeReviewPath = (review: Pick<DepositReviewRow, 'id' | 'player_id'>) =>
  `${apiPaths.admin.players}/${review.player_id}/protection/reviews/${review.id}/close`;

export function CloseReviewModal(props: { review: DepositReviewRow; onClose: () => void; onDone: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ note: string }>();
  const [busy, setBusy] = useState(false);
  const { review } = props;
  const limitName = protectionNames[review.limit_key as keyof typeof protectionNames] ?? review.limit_key;

  async function submit() {
    const { note } = await form.validateFields();
    setBusy(true);
    try {
      await api.post(closeReviewPath(review), { note });
      message.success('审核已关闭，玩家可重新充值');
      props.onDone();
    } catch (error) {
      message.error((error as Error).message);
      // Closed by a colleague meanwhile, most likely: the queue shows what is true now.
      props.onDone();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={`关闭审核 #${review.id}`}
      okText="确认关闭"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={props.onClose}
    >
      <Typography.Paragraph>
        玩家 {review.username}（ID {review.player_id}）的一笔 {formatUsdt(review.amount)} USDT 到账超出了其{limitName}
        。关闭后玩家可重新创建充值订单，限额仍照常生效。
      </Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item
          name="note"
          label="处理说明"
          rules={[{ required: true, whitespace: true, message: '请填写处理说明' }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount placeholder="写明核实了什么，记入审计日志" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
