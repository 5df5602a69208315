/**
 * The dialog of a create-or-edit form: 取消 closes; 保存 validates the form, asks to confirm, sends
 * `submit`, says 已保存 and calls `onSaved`, or shows the API's Chinese message and stays open.
 */
import { App, Button, Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { ConfirmButton } from './ConfirmButton';

interface SaveModalProps<Fields> {
  title: ReactNode;
  /** The confirmation's question, e.g. 确认保存该公告？ */
  confirmTitle: string;
  form: FormInstance<Fields>;
  submit(fields: Fields): Promise<unknown>;
  onClose(): void;
  onSaved(): void;
  width?: number;
  children: ReactNode;
}

export function SaveModal<Fields>({ width = 720, ...props }: SaveModalProps<Fields>) {
  const { message } = App.useApp();
  async function save() {
    const fields = await props.form.validateFields();
    try {
      await props.submit(fields);
      message.success('已保存');
      props.onSaved();
    } catch (error) {
      message.error((error as Error).message);
    }
  }
  return (
    <Modal
      open
      title={props.title}
      width={width}
      onCancel={props.onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={props.onClose}>
          取消
        </Button>,
        <ConfirmButton key="save" type="primary" title={props.confirmTitle} onConfirm={save}>
          保存
        </ConfirmButton>,
      ]}
    >
      {props.children}
    </Modal>
  );
}
