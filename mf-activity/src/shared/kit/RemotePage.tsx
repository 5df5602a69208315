/** The root of every page of this remote: the e2e suite waits for its remote-page marker (and the activity screens' data-page). */
import type { ReactNode } from 'react';

export function RemotePage({
  className,
  testId,
  children,
}: {
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className={className} data-testid="remote-page" data-remote="mf-activity" data-page={testId}>
      {children}
    </section>
  );
}
