/**
 * The dialog of a create-or-edit form: 取消 closes; 保存 validates the form, sends `submit`, says
 * 已保存 and calls `onSaved`, or shows the API's Chinese message and stays open. A save is not asked
 * again (the dialog's 保存 is the decision); only destructive actions (delete) confirm.
 */
import { App, Button, Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { SaveButton } from './SaveButton';

interface SaveModalProps<Fields> {
  title: ReactNode;
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
        <SaveButton key="save" onSave={save} />,
      ]}
    >
      {props.children}
    </Modal>
  );
}
