/** The five shortcut icons (spec §2); each asks a visitor to log in first (spec §5). */
import { BankcardOutline, BillOutline, GiftOutline, PayCircleOutline, UserAddOutline } from 'antd-mobile-icons';
import type { ComponentType } from 'react';
import { messages, type HostApi } from 'shared-contracts';
import { getHost } from 'remote-kit';
import styles from './Shortcuts.module.css';

const text = messages.lobby.shortcuts;

interface Shortcut {
  testId: string;
  label: string;
  Icon: ComponentType<{ className?: string }>;
  go(host: HostApi): void;
}

const SHORTCUTS: readonly Shortcut[] = [
  {
    testId: 'shortcut-withdraw',
    label: text.withdraw,
    Icon: BankcardOutline,
    go: (host) => host.navigate('/withdrawal'),
  },
  { testId: 'shortcut-benefit', label: text.benefit, Icon: GiftOutline, go: (host) => host.navigate('/benefit') },
  { testId: 'shortcut-income', label: text.income, Icon: PayCircleOutline, go: (host) => host.navigate('/income') },
  { testId: 'shortcut-invite', label: text.invite, Icon: UserAddOutline, go: (host) => host.openInvite() },
  { testId: 'shortcut-bets', label: text.betRecords, Icon: BillOutline, go: (host) => host.navigate('/betRecords') },
];

export function Shortcuts() {
  const open = (shortcut: Shortcut) => {
    const host = getHost();
    if (host.requireLogin()) shortcut.go(host);
  };
  return (
    <nav className={styles.shortcuts} aria-label={messages.lobby.shortcutsLabel}>
      {SHORTCUTS.map((shortcut) => (
        <button
          key={shortcut.testId}
          type="button"
          className={styles.shortcut}
          onClick={() => open(shortcut)}
          data-testid={shortcut.testId}
        >
          <span className={styles.icon}>
            <shortcut.Icon />
          </span>
          <span className={styles.label}>{shortcut.label}</span>
        </button>
      ))}
    </nav>
  );
}
