/** The root of every activity screen: the e2e suite waits for its remote-page marker. */
import type { ReactNode } from 'react';

export function RemotePage({
  className,
  testId,
  children,
}: {
  className?: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section className={className} data-testid="remote-page" data-remote="mf-activity" data-page={testId}>
      {children}
    </section>
  );
}
