/**
 * The player's card on /user: an initial as avatar, username, player id with 复制, the shell's
 * balance with its refresh button, 充值 (the shell's recharge popup) and 提现.
 */
import { Button, DotLoading } from 'antd-mobile';
import { messages, type HostApi, type UserInfoResult } from 'shared-contracts';
import { BalanceRefresh, copyText } from 'remote-kit';
import { avatarInitial } from '../mine-display';
import styles from '../User.module.css';

const text = messages.mine;

interface Props {
  host: HostApi;
  /** null until the shell's first user info answer after a login. */
  user: UserInfoResult | null;
}

export function ProfileCard({ host, user }: Props) {
  const { BalanceText } = host.ui;
  const copyId = async () => {
    if (user && (await copyText(String(user.id)))) host.toast(text.copied);
  };

  return (
    <section className={styles.card} data-testid="mine-profile">
      <div className={styles.identity}>
        <span className={styles.avatar} aria-hidden="true">
          {user ? avatarInitial(user.username) : ''}
        </span>
        {user ? (
          <div className={styles.who}>
            <h2 className={styles.name} data-testid="mine-username">
              {user.username}
            </h2>
            <p className={styles.playerId}>
              <span>
                {text.playerId}: <span data-testid="mine-player-id">{user.id}</span>
              </span>
              <button
                type="button"
                className={styles.copy}
                aria-label={text.copyId}
                onClick={() => void copyId()}
                data-testid="mine-copy-id"
              >
                {text.copy}
              </button>
            </p>
          </div>
        ) : (
          <DotLoading />
        )}
      </div>
      <div className={styles.wallet}>
        <div>
          <p className={styles.label}>{text.balance}</p>
          <p className={styles.balance}>
            <BalanceText />
            <BalanceRefresh label={text.refresh} testId="mine-balance-refresh" className={styles.refresh} />
          </p>
        </div>
        <div className={styles.walletActions}>
          <Button size="small" color="primary" onClick={() => host.openRecharge()} data-testid="mine-recharge">
            {text.recharge}
          </Button>
          <Button
            size="small"
            color="primary"
            fill="outline"
            onClick={() => host.navigate('/withdrawal')}
            data-testid="mine-withdraw"
          >
            {text.withdraw}
          </Button>
        </div>
      </div>
    </section>
  );
}
