/** The frame of a screen only a player sees (records, agent numbers): the remote-page root, and for a visitor a login prompt instead. */
import type { ReactNode } from 'react';
import { RemotePage } from '../page/RemotePage';
import { useLoggedIn } from '../page/session';
import { LoginPrompt, type LoginPromptText } from './States';

interface Props {
  testId: string;
  /** The page's layout (its padding) and the body's (its gaps). */
  className?: string;
  bodyClassName?: string;
  login: LoginPromptText;
  children: ReactNode;
}

export function LoggedInScreen({ testId, className, bodyClassName, login, children }: Props) {
  const loggedIn = useLoggedIn();
  return (
    <RemotePage className={className}>
      {loggedIn ? (
        <div className={bodyClassName} data-testid={testId}>
          {children}
        </div>
      ) : (
        <LoginPrompt {...login} />
      )}
    </RemotePage>
  );
}
