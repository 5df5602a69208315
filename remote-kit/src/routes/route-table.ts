/**
 * A remote's exposed `./routes`: its routes.json (titles, flags) joined with its pages. The one
 * place that hands the shell's HostApi to the remote and names the remote its pages mark.
 */
import { createElement, type ComponentType } from 'react';
import { CONTRACTS_VERSION, type CreateRemoteRoutes, type RemoteRoute, type RouteMeta } from 'shared-contracts';
import { setHost } from '../host-slot';
import type { LazyPage } from '../lazy-page';
import { PlaceholderPage } from '../page/PlaceholderPage';
import { setRemoteName } from '../page/remote-name';

export interface RouteTableOptions {
  /** The remote's package name (`mf-account`): its pages' root carries it for the e2e suite. */
  remote: string;
}

/**
 * The route of `meta`: its page, or the placeholder (titled, with the release label) while the
 * page is not built yet, so routes.json may list a route before its screen lands.
 */
export function routeOf(meta: RouteMeta, page: LazyPage | undefined): RemoteRoute {
  if (page) return { ...meta, ...page };
  const title = meta.title;
  const Component: ComponentType = () => createElement(PlaceholderPage, { title });
  return { ...meta, Component };
}

/**
 * The default export of a remote's `src/federated/routes.tsx`.
 * @example export default createRouteTable(routeMeta, { '/user': lazyPage(() => import('../routes/user')) }, { remote: 'mf-account' });
 */
export function createRouteTable(
  routeMeta: readonly RouteMeta[],
  pages: Readonly<Record<string, LazyPage>>,
  { remote }: RouteTableOptions,
): CreateRemoteRoutes {
  return (host) => {
    setHost(host);
    setRemoteName(remote);
    return { contractsVersion: CONTRACTS_VERSION, routes: routeMeta.map((meta) => routeOf(meta, pages[meta.path])) };
  };
}
