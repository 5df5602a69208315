/** The frame of every record screen: the remote-page root, and for a visitor a login prompt instead of the records. */
import { Button } from 'antd-mobile';
import type { ComponentType, ReactNode } from 'react';
import { messages } from 'shared-contracts';
import { getHost, useReadable } from 'remote-kit';
import { RemotePage } from '../../RemotePage';
import { useLoggedIn } from '../hooks/use-logged-in';
import styles from './Records.module.css';

export function RecordScreen({ testId, children }: { testId: string; children: ReactNode }) {
  const loggedIn = useLoggedIn();
  return (
    <RemotePage className={styles.page}>
      {loggedIn ? (
        <div className={styles.body} data-testid={testId}>
          {children}
        </div>
      ) : (
        <div className={styles.prompt}>
          <p>{messages.records.loginPrompt}</p>
          <Button block color="primary" size="large" onClick={() => getHost().openLogin()} data-testid="records-login">
            {messages.records.login}
          </Button>
        </div>
      )}
    </RemotePage>
  );
}

/** The period's bounds the server used (Asia/Shanghai dates), under the filter. */
export function PeriodRange({ answer }: { answer: { start_date: string; end_date: string } | null | undefined }) {
  if (!answer) return null;
  const { start_date: start, end_date: end } = answer;
  return (
    <p className={styles.range} data-testid="period-range">
      {messages.records.range} {start === end ? start : `${start} ~ ${end}`}
    </p>
  );
}

/**
 * A record page that starts afresh for every session: a player who logs out and another who logs
 * in on the same page never sees the rows, filters or answers loaded for the one before.
 */
export function recordPage(Page: ComponentType): ComponentType {
  function RecordPage() {
    const token = useReadable(getHost().session.token);
    return <Page key={token ?? ''} />;
  }
  return RecordPage;
}
