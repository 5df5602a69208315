/**
 * The home top bar (spec §1): a visitor gets 登录 / 注册, a player the balance with 充值 and
 * the refresh button. The balance itself is the shell's widget (4 decimals, count-up).
 */
import { Button } from 'antd-mobile';
import { messages } from 'shared-contracts';
import { BalanceRefresh, getHost, useReadable } from 'remote-kit';
import styles from './TopBar.module.css';

const text = messages.balance;

export function TopBar() {
  const host = getHost();
  const token = useReadable(host.session.token);
  const { BalanceText } = host.ui;

  return (
    <header className={styles.bar} data-testid="home-top-bar">
      <img className={styles.logo} src="/icons/icon.svg" alt="" />
      {token === null ? (
        <div className={styles.actions}>
          <Button
            size="small"
            color="primary"
            fill="outline"
            onClick={() => host.openLogin('login')}
            data-testid="top-login"
          >
            {text.login}
          </Button>
          <Button size="small" color="primary" onClick={() => host.openLogin('register')} data-testid="top-register">
            {text.register}
          </Button>
        </div>
      ) : (
        <div className={styles.actions}>
          <span className={styles.balance}>
            <BalanceText />
            <BalanceRefresh label={text.refresh} testId="balance-refresh" className={styles.refresh} />
          </span>
          <Button size="small" color="primary" onClick={() => host.openRecharge()} data-testid="top-recharge">
            {text.recharge}
          </Button>
        </div>
      )}
    </header>
  );
}
