/**
 * A decision that needs a written reason (rejecting an adjustment, revoking a bonus): the reason is
 * asked for, the call runs once at a time, its Chinese refusal is shown, and the caller refreshes.
 */
import { App, Form, Input, Modal } from 'antd';
import { useState, type ReactNode } from 'react';

export function ReasonModal(props: {
  title: string;
  okText: string;
  label: string;
  /** What the decision does, above the reason. */
  children: ReactNode;
  /** The call; answers the success message. */
  submit: (reason: string) => Promise<string>;
  onClose: () => void;
  onDone: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  async function submit() {
    const { reason } = await form.validateFields();
    setBusy(true);
    try {
      message.success(await props.submit(reason));
      props.onDone();
      props.onClose();
    } catch (error) {
      message.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal
      open
      title={props.title}
      okText={props.okText}
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={props.onClose}
    >
      {props.children}
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={props.label}
          rules={[{ required: true, whitespace: true, message: `请填写${props.label}` }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
