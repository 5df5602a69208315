/** 新增运营账号: name, initial password and role; the new operator changes the password and binds two-factor login at their first login. */
import { Alert, App, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import {
  adminOperatorSchema,
  apiPaths,
  OPERATOR_ROLES,
  operatorMessages,
  operatorRoleLabels,
  type OperatorRole,
} from 'shared-contracts';
import { api } from '../../../api/client';
import { InitialPasswordItem } from './InitialPasswordItem';

interface Fields {
  username: string;
  password: string;
  role: OperatorRole;
}

export function CreateOperatorModal(props: { open: boolean; onClose: () => void; onCreated: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const [busy, setBusy] = useState(false);

  async function submit() {
    const fields = await form.validateFields();
    setBusy(true);
    try {
      const created = await api.post(apiPaths.admin.operators, fields, adminOperatorSchema);
      message.success(`已创建运营账号 ${created.username}`);
      form.resetFields();
      props.onCreated();
    } catch (error) {
      message.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      title="新增运营账号"
      open={props.open}
      okText="创建"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="新账号首次登录后须先修改初始密码、再绑定两步验证，才能使用其角色的功能。请通过安全渠道把初始密码告知对方。"
      />
      <Form<Fields> form={form} layout="vertical" initialValues={{ role: 'support' }} requiredMark={false}>
        <Form.Item
          label="用户名"
          name="username"
          rules={[
            { required: true, message: '请输入用户名' },
            { pattern: /^[A-Za-z0-9_]{3,32}$/, message: operatorMessages.usernameFormat },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <InitialPasswordItem />
        <Form.Item label="角色" name="role" rules={[{ required: true, message: '请选择角色' }]}>
          <Select options={OPERATOR_ROLES.map((role) => ({ value: role, label: operatorRoleLabels[role] }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
