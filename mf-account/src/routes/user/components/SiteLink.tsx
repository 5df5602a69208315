/** A real link to a route of the site: the router navigates on a plain tap; a modified click opens it as the browser would. */
import type { MouseEvent, ReactNode } from 'react';
import type { HostApi } from 'shared-contracts';

interface Props {
  host: HostApi;
  to: string;
  className?: string;
  label?: string;
  testId?: string;
  children: ReactNode;
}

export function SiteLink({ host, to, className, label, testId, children }: Props) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    host.navigate(to);
  };
  return (
    <a href={to} className={className} aria-label={label} onClick={follow} data-testid={testId}>
      {children}
    </a>
  );
}
