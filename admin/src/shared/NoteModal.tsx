/**
 * A change an operator makes with a required note (a reason, what was checked): the dialog, the
 * call, 成功 or the API's Chinese refusal. `onDone` runs after either (a refusal often means a
 * colleague acted first: the screen shows what is true now); the dialog closes on success only.
 */
import { App, Form, Input, Modal, Typography } from 'antd';
import { useState, type ReactNode } from 'react';

export function NoteModal<Answer>(props: {
  title: string;
  intro: ReactNode;
  label: string;
  placeholder?: string;
  okText: string;
  danger?: boolean;
  /** The success message, or one made from the call's answer (how much a revoke took back). */
  success: string | ((answer: Answer) => string);
  submit: (note: string) => Promise<Answer>;
  onClose: () => void;
  onDone: (succeeded: boolean) => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ note: string }>();
  const [busy, setBusy] = useState(false);

  async function save() {
    const { note } = await form.validateFields();
    setBusy(true);
    try {
      const answer = await props.submit(note);
      message.success(typeof props.success === 'string' ? props.success : props.success(answer));
      props.onDone(true);
    } catch (error) {
      message.error((error as Error).message);
      props.onDone(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={props.title}
      okText={props.okText}
      okButtonProps={{ danger: props.danger ?? false }}
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void save()}
      onCancel={props.onClose}
    >
      <Typography.Paragraph>{props.intro}</Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item
          name="note"
          label={props.label}
          rules={[{ required: true, whitespace: true, message: `请填写${props.label}` }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount placeholder={props.placeholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
