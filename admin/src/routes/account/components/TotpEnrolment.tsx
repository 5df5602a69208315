/**
 * Binding two-factor login: ask the API for a new secret, show it as a QR code and as text, take
 * the app's six digits to put it in force, then show the recovery codes this once. 完成 reloads the
 * operator so the console opens its full menu.
 */
import { SafetyOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Input, Space, Steps, Typography } from 'antd';
import QRCode from 'qrcode';
import { useState } from 'react';
import { apiPaths, totpEnableResultSchema, totpSetupResultSchema } from 'shared-contracts';
import { api } from '../../../api/client';
import { useSession } from '../../../session/session';
import { RecoveryCodes } from './RecoveryCodes';

type Stage =
  { name: 'start' } | { name: 'scan'; secret: string; qrDataUrl: string } | { name: 'codes'; recoveryCodes: string[] };

const STEP_OF: Record<Stage['name'], number> = { start: 0, scan: 1, codes: 2 };

/** The secret in groups of four, as it is easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

export function TotpEnrolment() {
  const { message } = App.useApp();
  const { refreshMe } = useSession();
  const [stage, setStage] = useState<Stage>({ name: 'start' });
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  async function begin() {
    setBusy(true);
    try {
      const setup = await api.post(apiPaths.admin.totpSetup, {}, totpSetupResultSchema);
      const qrDataUrl = await QRCode.toDataURL(setup.otpauth_url, { width: 220, margin: 1 });
      setCode('');
      setStage({ name: 'scan', secret: setup.secret, qrDataUrl });
    } catch (error) {
      message.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  async function confirm() {
    setBusy(true);
    try {
      const result = await api.post(apiPaths.admin.totpEnable, { code }, totpEnableResultSchema);
      setStage({ name: 'codes', recoveryCodes: result.recovery_codes });
    } catch (error) {
      message.error((error as Error).message);
      setCode('');
    } finally {
      setBusy(false);
    }
  }

  async function finish() {
    try {
      await refreshMe();
      message.success('两步验证已绑定');
    } catch (error) {
      message.error((error as Error).message);
    }
  }

  return (
    <Card title="绑定两步验证">
      <Steps
        current={STEP_OF[stage.name]}
        style={{ marginBottom: 24 }}
        items={[{ title: '获取二维码' }, { title: '扫码并输入验证码' }, { title: '保存恢复码' }]}
      />
      {stage.name === 'start' && (
        <Space orientation="vertical">
          <Typography.Paragraph>
            请在手机上安装身份验证器 App（如 Google Authenticator、Microsoft Authenticator 或其他支持 TOTP 的
            App），然后点击下方按钮获取绑定二维码。
          </Typography.Paragraph>
          <Button type="primary" icon={<SafetyOutlined />} loading={busy} onClick={() => void begin()}>
            绑定两步验证
          </Button>
        </Space>
      )}
      {stage.name === 'scan' && (
        <Flex gap={32} align="flex-start">
          <img src={stage.qrDataUrl} alt="两步验证绑定二维码" width={220} height={220} />
          <Space orientation="vertical" size="middle" style={{ flex: 1 }}>
            <Typography.Text>1. 用身份验证器 App 扫描左侧二维码；无法扫码时，手动输入密钥：</Typography.Text>
            <Typography.Text code copyable={{ text: stage.secret }} data-testid="totp-secret">
              {grouped(stage.secret)}
            </Typography.Text>
            <Typography.Text>2. 输入 App 中显示的6位验证码：</Typography.Text>
            <Input.OTP length={6} value={code} onChange={setCode} aria-label="6位验证码" />
            <Space>
              <Button type="primary" loading={busy} disabled={!/^\d{6}$/.test(code)} onClick={() => void confirm()}>
                确认绑定
              </Button>
              <Button disabled={busy} onClick={() => void begin()}>
                重新获取二维码
              </Button>
            </Space>
          </Space>
        </Flex>
      )}
      {stage.name === 'codes' && <RecoveryCodes codes={stage.recoveryCodes} onDone={() => void finish()} />}
    </Card>
  );
}
