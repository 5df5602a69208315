/** One route of one remote: loads the remote's route table and renders the page it names. */
import { Suspense, use } from 'react';
import { DotLoading } from 'antd-mobile';
import type { RemoteRelease } from 'shared-contracts';
import { forgetRemote, loadRouteTable } from '../federation/remote-loader';
import { RemoteUnavailableError } from '../federation/remote-errors';
import { RemoteBoundary } from './RemoteBoundary';

function LoadedPage({ release, path }: { release: RemoteRelease; path: string }) {
  const table = use(loadRouteTable(release));
  const route = table.routes.find((candidate) => candidate.path === path);
  // remotes.json and the loaded table disagree: the deployment is broken, not the player's fault.
  if (!route) throw new RemoteUnavailableError(release.name, new Error(`no route ${path}`));
  return <route.Component />;
}

export function PageLoading() {
  return (
    <div style={{ padding: '1rem', textAlign: 'center' }}>
      <DotLoading />
    </div>
  );
}

export function RemotePage({ release, path }: { release: RemoteRelease; path: string }) {
  return (
    <RemoteBoundary remoteName={release.name} onRetry={() => forgetRemote(release)}>
      <Suspense fallback={<PageLoading />}>
        <LoadedPage release={release} path={path} />
      </Suspense>
    </RemoteBoundary>
  );
}
