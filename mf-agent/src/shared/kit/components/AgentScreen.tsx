/** The frame of every agent screen: the remote-page root, and for a visitor a login prompt instead of the numbers. */
import { Button } from 'antd-mobile';
import type { ComponentType, ReactNode } from 'react';
import { messages } from 'shared-contracts';
import { getHost, useReadable } from 'remote-kit';
import { RemotePage } from '../RemotePage';
import { useLoggedIn } from '../hooks/use-logged-in';
import styles from '../Agent.module.css';

interface Props {
  testId: string;
  /** Extra layout of the page's body (the /Agent cards start below a gap; the lists start at their filters). */
  bodyClassName?: string;
  children: ReactNode;
}

export function AgentScreen({ testId, bodyClassName, children }: Props) {
  const loggedIn = useLoggedIn();
  return (
    <RemotePage className={styles.page}>
      {loggedIn ? (
        <div className={`${styles.body} ${bodyClassName ?? ''}`} data-testid={testId}>
          {children}
        </div>
      ) : (
        <div className={styles.prompt}>
          <p>{messages.agentCommon.loginPrompt}</p>
          <Button block color="primary" size="large" onClick={() => getHost().openLogin()} data-testid="agent-login">
            {messages.agentCommon.login}
          </Button>
        </div>
      )}
    </RemotePage>
  );
}

/**
 * A page that starts afresh for every session: a player who logs out and another who logs in on
 * the same (kept-alive) page never sees the numbers loaded for the one before.
 */
export function sessionPage(Page: ComponentType): ComponentType {
  function SessionPage() {
    const token = useReadable(getHost().session.token);
    return <Page key={token ?? ''} />;
  }
  return SessionPage;
}
