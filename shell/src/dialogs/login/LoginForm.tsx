/** The dialog's form: login (1) or register (2) fields with the 18+ confirmation (issue 18), client checks, submit (spec §4, §5). */
import { useStore } from '@nanostores/react';
import { Button, Checkbox, Form, Input } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { messages } from 'shared-contracts';
import { applyRemember, hasRemembered, loadRemembered } from '../../platform/remembered-credentials';
import { showToast } from '../../platform/toast';
import { mintEntryCode } from '../../session/entry-token';
import { getInvitedCode } from '../../session/invite-code';
import { startRefresh } from '../../session/user-session';
import { $showLogin, saveToken } from '../../stores/session-store';
import { $loginType, LOGIN_TYPE } from '../../stores/ui-flags';
import { AdultConfirm } from './AdultConfirm';
import { sendLogin, sendRegister, type AuthFormValues } from './auth-calls';
import { registerCheckMessage } from './register-checks';
import { useCaptcha } from './use-captcha';
import styles from './LoginDialog.module.css';

const REGISTERED_TOAST_MS = 1000;

const text = messages.login;

function initialValues(): AuthFormValues {
  return { username: '', password: '', confrimPas: '', captcha: '', code: getInvitedCode() ?? '' };
}

export function LoginForm() {
  const [form] = Form.useForm<AuthFormValues>();
  const loginType = useStore($loginType);
  const isLogin = loginType === LOGIN_TYPE.login;
  const [initial] = useState(initialValues);
  const [remember, setRemember] = useState(() => hasRemembered());
  const [adult, setAdult] = useState(false);
  const [loading, setLoading] = useState(false);
  const invitedCode = getInvitedCode();
  const captcha = useCaptcha();
  const { reload } = captcha;

  useEffect(() => void reload(), [reload]);
  // In login mode the saved credentials come back (the password is decrypted, so a moment later);
  // a field the player already typed in is left alone.
  useEffect(() => {
    if ($loginType.get() !== LOGIN_TYPE.login) return;
    let current = true;
    void loadRemembered().then((saved) => {
      if (!current || !saved) return;
      const typed = form.getFieldsValue(['username', 'password']) as AuthFormValues;
      if (!typed.username && !typed.password)
        form.setFieldsValue({ username: saved.username, password: saved.password });
    });
    return () => {
      current = false;
    };
  }, [form]);
  // Switching mode clears confirm-password and captcha.
  useEffect(() => $loginType.listen(() => form.setFieldsValue({ confrimPas: '', captcha: '' })), [form]);

  /**
   * After a login, or the automatic one after registering: keep the token and go home through the
   * entry URL, which carries a single-use code, never the token.
   */
  async function completeLogin(token: string, values: AuthFormValues) {
    saveToken(token);
    await applyRemember(remember, { username: values.username ?? '', password: values.password ?? '' });
    $showLogin.set(false);
    await startRefresh();
    const code = await mintEntryCode();
    location.assign(code === null ? '/' : `/?token=${encodeURIComponent(code)}`);
  }

  async function login(values: AuthFormValues) {
    const { token } = await sendLogin(values);
    await completeLogin(token, values);
  }

  async function register(values: AuthFormValues) {
    // The server spends the captcha on registering and answers with a session for the automatic login.
    const { token } = await sendRegister(values);
    showToast(text.registered);
    $loginType.set(LOGIN_TYPE.login);
    // Let the player read 注册成功 before the automatic login reloads the page.
    await new Promise((resolve) => setTimeout(resolve, REGISTERED_TOAST_MS));
    await completeLogin(token, values);
  }

  async function submit() {
    const values = { ...(form.getFieldsValue(true) as AuthFormValues), adult };
    if (!isLogin) {
      const problem = registerCheckMessage(values);
      if (problem) return showToast(problem);
    }
    setLoading(true);
    try {
      await (isLogin ? login(values) : register(values));
    } catch {
      // The client toasted the server's text; a spent captcha is replaced.
      void reload();
    } finally {
      setLoading(false);
    }
  }

  return (
    <Form form={form} initialValues={initial} layout="horizontal" mode="card">
      <Form.Item name="username">
        <Input data-testid="login-username" placeholder={text.username} autoComplete="username" clearable />
      </Form.Item>
      <Form.Item name="password">
        <Input
          data-testid="login-password"
          type="password"
          placeholder={text.password}
          autoComplete={isLogin ? 'current-password' : 'new-password'}
        />
      </Form.Item>
      {!isLogin && (
        <Form.Item name="confrimPas">
          <Input
            data-testid="login-confirm"
            type="password"
            placeholder={text.confirmPassword}
            autoComplete="new-password"
          />
        </Form.Item>
      )}
      <Form.Item
        name="captcha"
        extra={
          captcha.imageUrl ? (
            // A button, so the keyboard can ask for a new picture too; the picture's alt names it.
            <button type="button" className={styles.plainButton} onClick={() => void reload()}>
              <img
                className={styles.captchaImage}
                data-testid="captcha-image"
                src={captcha.imageUrl}
                alt={text.captchaImage}
              />
            </button>
          ) : null
        }
      >
        <Input data-testid="login-captcha" placeholder={text.captcha} autoComplete="off" />
      </Form.Item>
      {!isLogin && (
        <Form.Item name="code">
          <Input data-testid="login-invite" placeholder={text.inviteCode} disabled={invitedCode !== null} />
        </Form.Item>
      )}
      {!isLogin && (
        <Form.Item>
          <AdultConfirm checked={adult} onChange={setAdult} />
        </Form.Item>
      )}
      {isLogin && (
        <Form.Item>
          <Checkbox data-testid="login-remember" checked={remember} onChange={setRemember}>
            {text.remember}
          </Checkbox>
        </Form.Item>
      )}
      <Button
        data-testid="login-submit"
        block
        color="primary"
        loading={loading}
        disabled={loading}
        onClick={() => void submit()}
      >
        {isLogin ? text.submitLogin : text.submitRegister}
      </Button>
    </Form>
  );
}
