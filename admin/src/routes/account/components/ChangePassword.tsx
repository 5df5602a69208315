/**
 * 修改密码: the current password and the new one twice. The operator's other sessions end; this one
 * stays. After an initial password (a new account, or a reset) this is the first thing they do.
 */
import { App, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import {
  apiPaths,
  operatorAccountMessages,
  operatorMessages,
  passwordChangeResultSchema,
  type PasswordChange,
} from 'shared-contracts';
import { api } from '../../../api/client';
import { useSession } from '../../../session/session';

export function ChangePassword({ title = '修改密码' }: { title?: string }) {
  const { message } = App.useApp();
  const { refreshMe } = useSession();
  const [form] = Form.useForm<PasswordChange>();
  const [busy, setBusy] = useState(false);

  async function submit(fields: PasswordChange) {
    setBusy(true);
    try {
      const result = await api.post(apiPaths.admin.mePassword, fields, passwordChangeResultSchema);
      form.resetFields();
      message.success(
        result.ended_sessions > 0 ? `密码已修改，其他 ${result.ended_sessions} 个会话已下线` : '密码已修改',
      );
      await refreshMe();
    } catch (error) {
      message.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={title}>
      <Form<PasswordChange>
        form={form}
        layout="vertical"
        requiredMark={false}
        style={{ maxWidth: 360 }}
        onFinish={(fields) => void submit(fields)}
      >
        <Form.Item label="当前密码" name="current_password" rules={[{ required: true, message: '请输入当前密码' }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label="新密码"
          name="new_password"
          extra="12-128位；修改后你在其他设备上的登录会全部下线"
          rules={[
            { required: true, message: '请输入新密码' },
            { min: 12, max: 128, message: operatorMessages.passwordLength },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="确认新密码"
          name="confirm_password"
          dependencies={['new_password']}
          rules={[
            { required: true, message: '请再次输入新密码' },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || value === getFieldValue('new_password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(operatorAccountMessages.passwordsDiffer)),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          修改密码
        </Button>
      </Form>
    </Card>
  );
}
