/**
 * The HostApi the shell handed this remote when it loaded the route table. Each remote bundles its
 * own copy of remote-kit (it is no federation singleton), so each remote has a slot of its own.
 */
import type { HostApi } from 'shared-contracts';

let current: HostApi | null = null;

export function setHost(host: HostApi): void {
  current = host;
}

/** The shell's HostApi; throws if a page renders before the route table was created. */
export function getHost(): HostApi {
  if (!current) throw new Error('HostApi not set: render pages through the route table');
  return current;
}
