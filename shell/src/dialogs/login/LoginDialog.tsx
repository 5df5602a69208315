/** The login/registration dialog (spec §2 item 7, §4): open while $showLogin is on. */
import { useStore } from '@nanostores/react';
import { CenterPopup } from 'antd-mobile';
import { messages } from 'shared-contracts';
import { $showLogin } from '../../stores/session-store';
import { $loginType, $showCustom, LOGIN_TYPE } from '../../stores/ui-flags';
import { LoginForm } from './LoginForm';
import styles from './LoginDialog.module.css';

export function LoginDialog() {
  const open = useStore($showLogin);
  const loginType = useStore($loginType);
  const close = () => $showLogin.set(false);
  const forgotPassword = () => {
    close();
    $showCustom.set(true);
  };
  const isLogin = loginType === LOGIN_TYPE.login;

  return (
    // Destroyed on close: every opening mounts a fresh form (reset, new captcha, saved credentials).
    <CenterPopup visible={open} onMaskClick={close} destroyOnClose showCloseButton onClose={close}>
      <div className={styles.dialog} data-testid="login-dialog" data-mode={isLogin ? 'login' : 'register'}>
        <h2 className={styles.title}>{isLogin ? messages.login.titleLogin : messages.login.titleRegister}</h2>
        <LoginForm />
        <div className={styles.links}>
          <button
            type="button"
            className={styles.plainButton}
            data-testid="login-switch"
            onClick={() => $loginType.set(isLogin ? LOGIN_TYPE.register : LOGIN_TYPE.login)}
          >
            {isLogin ? messages.login.toRegister : messages.login.toLogin}
          </button>
          <button type="button" className={styles.plainButton} data-testid="login-forgot" onClick={forgotPassword}>
            {messages.login.forgotPassword}
          </button>
        </div>
      </div>
    </CenterPopup>
  );
}
