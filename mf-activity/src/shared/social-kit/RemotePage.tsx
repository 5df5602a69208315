/** The root of every page of this remote: the e2e suite waits for its remote-page marker. */
import type { ReactNode } from 'react';

export function RemotePage({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <section className={className} data-testid="remote-page" data-remote="mf-activity">
      {children}
    </section>
  );
}
