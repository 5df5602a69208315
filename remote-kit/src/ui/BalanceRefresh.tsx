/** The balance's refresh button (the home top bar, 我的): asks the shell to read the balance again, its icon turning meanwhile. */
import { RedoOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { getHost } from '../host-slot';
import styles from './Detail.module.css';

interface Props {
  /** The button's accessible name (刷新余额). */
  label: string;
  testId: string;
  /** The remote's size and spacing of the button. */
  className?: string;
}

export function BalanceRefresh({ label, testId, className }: Props) {
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    // The shell toasts a failure; the button is ready again either way.
    await getHost().session.refreshBalance();
    setRefreshing(false);
  };
  return (
    <button
      type="button"
      className={`${styles.refresh} ${className ?? ''}`}
      aria-label={label}
      disabled={refreshing}
      onClick={() => void refresh()}
      data-testid={testId}
    >
      <RedoOutline className={refreshing ? styles.spinning : undefined} />
    </button>
  );
}
