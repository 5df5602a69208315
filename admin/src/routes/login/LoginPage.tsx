/**
 * Operator login: username and password, then the authenticator's six digits (or a recovery code)
 * once the API asks for them. Wrong passwords and wrong codes count toward the same failure lock.
 */
import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { apiPaths, adminMessages, operatorLoginResultSchema } from 'shared-contracts';
import { api, ApiError } from '../../api/client';
import { useSession } from '../../session/session';
import { saveToken } from '../../session/token';

interface LoginFields {
  username: string;
  password: string;
  totp?: string;
}

const ENDED_TEXT = { idle: '长时间未操作，已自动退出，请重新登录', expired: '登录已过期，请重新登录', logout: null };

export function LoginPage() {
  const { endedBecause } = useSession();
  const [form] = Form.useForm<LoginFields>();
  const [needsTotp, setNeedsTotp] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(fields: LoginFields) {
    setBusy(true);
    setError(null);
    try {
      const result = await api.post(apiPaths.admin.login, fields, operatorLoginResultSchema);
      saveToken(result.token);
    } catch (caught) {
      const message = caught instanceof ApiError ? caught.message : '登录失败，请稍后再试';
      if (message === adminMessages.totpRequired) setNeedsTotp(true);
      else setError(message);
      // A code is good once and only for 30 s: the next try needs a fresh one.
      if (message === adminMessages.totpWrong) form.setFieldValue('totp', '');
    } finally {
      setBusy(false);
    }
  }

  const ended = endedBecause ? ENDED_TEXT[endedBecause] : null;
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f0f2f5' }}>
      <Card title="运营后台登录" style={{ width: 380 }}>
        {ended && !error && <Alert type="info" title={ended} style={{ marginBottom: 16 }} />}
        {error && <Alert type="error" title={error} style={{ marginBottom: 16 }} />}
        {needsTotp && !error && (
          <Alert type="info" title="请输入身份验证器 App 中的6位验证码" style={{ marginBottom: 16 }} />
        )}
        <Form<LoginFields>
          form={form}
          layout="vertical"
          onFinish={(fields) => void submit(fields)}
          requiredMark={false}
        >
          <Form.Item label="用户名" name="username" rules={[{ required: true, message: '请输入用户名' }]}>
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          {needsTotp && (
            <Form.Item
              label="两步验证码"
              name="totp"
              extra="身份验证器中的6位数字，或一个恢复码"
              rules={[{ required: true, message: adminMessages.totpRequired }]}
            >
              <Input autoComplete="one-time-code" inputMode="numeric" autoFocus />
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" block loading={busy}>
            登录
          </Button>
        </Form>
      </Card>
    </div>
  );
}
