/** What a visitor sees on /user instead of an account: why to log in, 登录 and 注册 (the shell's dialog). */
import { Button } from 'antd-mobile';
import { UserOutline } from 'antd-mobile-icons';
import { messages, type HostApi } from 'shared-contracts';
import styles from '../User.module.css';

const text = messages.mine;

export function VisitorPrompt({ host }: { host: HostApi }) {
  return (
    <section className={`${styles.card} ${styles.visitor}`} data-testid="mine-login-prompt">
      <span className={`${styles.avatar} ${styles.visitorAvatar}`} aria-hidden="true">
        <UserOutline />
      </span>
      <h2 className={styles.name}>{text.visitorTitle}</h2>
      <p className={styles.hint}>{text.visitorHint}</p>
      <div className={styles.visitorActions}>
        <Button color="primary" onClick={() => host.openLogin('login')} data-testid="mine-login">
          {text.login}
        </Button>
        <Button color="primary" fill="outline" onClick={() => host.openLogin('register')} data-testid="mine-register">
          {text.register}
        </Button>
      </div>
    </section>
  );
}
