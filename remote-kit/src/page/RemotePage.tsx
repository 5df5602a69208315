/** The root of every page of a remote: the e2e suite waits for its remote-page marker (and a screen's data-page). */
import type { ReactNode } from 'react';
import { remoteName } from './remote-name';

interface Props {
  className?: string;
  /** The screen's own marker (`data-page`), where the e2e suite tells screens of one remote apart. */
  testId?: string;
  children: ReactNode;
}

export function RemotePage({ className, testId, children }: Props) {
  return (
    <section className={className} data-testid="remote-page" data-remote={remoteName()} data-page={testId}>
      {children}
    </section>
  );
}
