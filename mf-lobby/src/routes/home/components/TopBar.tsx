/**
 * The home top bar (spec §1): a visitor gets 登录 / 注册, a player the balance with 充值 and
 * the refresh button. The balance itself is the shell's widget (4 decimals, count-up).
 */
import { Button } from 'antd-mobile';
import { RedoOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { messages } from 'shared-contracts';
import { getHost, useReadable } from 'remote-kit';
import styles from './TopBar.module.css';

const text = messages.balance;

export function TopBar() {
  const host = getHost();
  const token = useReadable(host.session.token);
  const [refreshing, setRefreshing] = useState(false);
  const { BalanceText } = host.ui;

  const refresh = async () => {
    setRefreshing(true);
    await host.session.refreshBalance();
    setRefreshing(false);
  };

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
            <button
              type="button"
              className={styles.refresh}
              aria-label={text.refresh}
              disabled={refreshing}
              onClick={() => void refresh()}
              data-testid="balance-refresh"
            >
              <RedoOutline className={refreshing ? styles.spinning : undefined} />
            </button>
          </span>
          <Button size="small" color="primary" onClick={() => host.openRecharge()} data-testid="top-recharge">
            {text.recharge}
          </Button>
        </div>
      )}
    </header>
  );
}
