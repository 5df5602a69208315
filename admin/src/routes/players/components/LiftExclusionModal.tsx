/**
 * 解除永久自我排除 (超级管理员): the API allows it only for a permanent self-exclusion that has run
 * PERMANENT_EXCLUSION_MIN_MONTHS, with a reason (audited); a time-limited break is never lifted early.
 */
import { App, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import {
  adminProtectionSchema,
  apiPaths,
  PERMANENT_EXCLUSION_MIN_MONTHS,
  type AdminProtection,
} from 'shared-contracts';
import { api } from '../../../api/client';

export function LiftExclusionModal(props: {
  playerId: number;
  onClose: () => void;
  onDone: (next: AdminProtection) => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);

  async function submit() {
    const { reason } = await form.validateFields();
    setBusy(true);
    try {
      const next = await api.post(
        `${apiPaths.admin.players}/${props.playerId}/protection/lift`,
        { reason },
        adminProtectionSchema,
      );
      message.success('已解除永久自我排除');
      props.onDone(next);
    } catch (error) {
      message.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title="解除永久自我排除"
      okText="确认解除"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={props.onClose}
    >
      <Typography.Paragraph>
        仅限永久自我排除满 {PERMANENT_EXCLUSION_MIN_MONTHS} 个月、玩家书面申请并核实后解除。解除后玩家可重新登录。
      </Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label="解除原因"
          rules={[{ required: true, whitespace: true, message: '请填写解除原因' }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount placeholder="写明玩家的申请与核实方式，记入审计日志" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
