/**
 * /safe 安全中心 (spec §2; moved here from mf-account with issue 13): 提现地址管理 opens the address
 * panel, 提现密码 (已设置 / 未设置) the password panel, both in place. Below, the 理性游戏 group of
 * player protection (issue 18).
 */
import { DotLoading } from 'antd-mobile';
import { useState } from 'react';
import { messages } from 'shared-contracts';
import { getHost, RemotePage, useLoggedIn, useReadable } from 'remote-kit';
import { AddressPanel, PasswordPanel } from '../../shared/money-out';
import { ProtectionGroup } from './components/ProtectionGroup';
import styles from './Safe.module.css';

const text = messages.safe;

export default function Safe() {
  const host = getHost();
  const loggedIn = useLoggedIn();
  // set_password comes with the shell's user info, refreshed after a change.
  const user = useReadable(host.session.user);
  const [panel, setPanel] = useState<'addresses' | 'password' | null>(null);
  const open = (which: 'addresses' | 'password') => {
    if (host.requireLogin()) setPanel(which);
  };
  const passwordState = !loggedIn
    ? null
    : user
      ? user.set_password
        ? text.passwordSet
        : text.passwordUnset
      : undefined;

  return (
    <RemotePage className={styles.page}>
      <ul className={styles.list}>
        <li>
          <button type="button" className={styles.entry} onClick={() => open('addresses')} data-testid="safe-addresses">
            <span>{text.addresses}</span>
            <span className={styles.arrow} aria-hidden="true" />
          </button>
        </li>
        <li>
          <button type="button" className={styles.entry} onClick={() => open('password')} data-testid="safe-password">
            <span>{text.password}</span>
            <span className={styles.extra}>
              {passwordState === undefined && <DotLoading />}
              {passwordState && (
                <span className={user?.set_password ? styles.set : styles.unset} data-testid="safe-password-state">
                  {passwordState}
                </span>
              )}
              <span className={styles.arrow} aria-hidden="true" />
            </span>
          </button>
        </li>
      </ul>
      <ProtectionGroup host={host} loggedIn={loggedIn} />
      <AddressPanel host={host} visible={panel === 'addresses'} onClose={() => setPanel(null)} />
      <PasswordPanel
        host={host}
        visible={panel === 'password'}
        passwordSet={user?.set_password ?? false}
        onClose={() => setPanel(null)}
        onDone={() => {
          setPanel(null);
          void host.session.refreshBalance();
        }}
      />
    </RemotePage>
  );
}
