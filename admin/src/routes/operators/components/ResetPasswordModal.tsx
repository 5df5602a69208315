/**
 * 重置密码 (超级管理员): a generated initial password, or one typed; the API ends the operator's
 * sessions and they must change it at their next login. The initial password is shown this once.
 */
import { Alert, App, Form, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { apiPaths, passwordResetResultSchema, type AdminOperator } from 'shared-contracts';
import { api } from '../../../api/client';
import { InitialPasswordItem } from './InitialPasswordItem';

interface Fields {
  mode: 'generated' | 'typed';
  password?: string;
}

export function ResetPasswordModal(props: { operator: AdminOperator; onClose: () => void; onReset: () => unknown }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const mode = Form.useWatch('mode', form);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<string | null>(null);

  async function submit() {
    const fields = await form.validateFields();
    setBusy(true);
    try {
      const body = fields.mode === 'typed' ? { password: fields.password } : {};
      const result = await api.post(
        `${apiPaths.admin.operators}/${props.operator.id}/password/reset`,
        body,
        passwordResetResultSchema,
      );
      message.success(`已重置 ${result.username} 的密码`);
      setShown(result.password);
      await props.onReset();
    } catch (error) {
      message.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  if (shown !== null)
    return (
      <Modal
        title="初始密码（只显示这一次）"
        open
        okText="我已记下"
        onOk={props.onClose}
        onCancel={props.onClose}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="关闭后无法再次查看。请通过安全渠道告知对方，对方登录后须立即修改。"
        />
        <Typography.Text code copyable data-testid="initial-password" style={{ fontSize: 18 }}>
          {shown}
        </Typography.Text>
      </Modal>
    );
  return (
    <Modal
      title={`重置 ${props.operator.username} 的密码`}
      open
      okText="重置密码"
      okButtonProps={{ danger: true }}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="重置后其所有会话立即下线；对方用初始密码登录后须先修改密码。两步验证不受影响。"
      />
      <Form<Fields> form={form} layout="vertical" initialValues={{ mode: 'generated' }} requiredMark={false}>
        <Form.Item name="mode">
          <Radio.Group
            options={[
              { value: 'generated', label: '随机生成' },
              { value: 'typed', label: '手动输入' },
            ]}
          />
        </Form.Item>
        {mode === 'typed' && <InitialPasswordItem />}
      </Form>
    </Modal>
  );
}
