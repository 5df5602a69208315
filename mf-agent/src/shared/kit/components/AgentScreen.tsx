/** The frame of every agent screen: the kit's, for a visitor a login prompt instead of the numbers. */
import type { ReactNode } from 'react';
import { LoggedInScreen } from 'remote-kit';
import { AGENT_STATES } from '../agent-states';
import { agentStyles as styles } from '../agent-styles';

interface Props {
  testId: string;
  /** Extra layout of the page's body (the /Agent cards start below a gap; the lists start at their filters). */
  bodyClassName?: string;
  children: ReactNode;
}

export function AgentScreen({ testId, bodyClassName, children }: Props) {
  return (
    <LoggedInScreen
      testId={testId}
      className={styles.page}
      bodyClassName={`${styles.body} ${bodyClassName ?? ''}`}
      login={AGENT_STATES.login}
    >
      {children}
    </LoggedInScreen>
  );
}
