/** The shape of a remote's exposed `./routes` module. */
import type { ComponentType } from 'react';
import type { HostApi } from './host-api';
import type { RouteMeta } from './route-meta';

export interface RemoteRoute extends RouteMeta {
  Component: ComponentType;
  /**
   * Loads the page's code without rendering it (the chunk `Component` would load): the shell calls
   * it when the browser is idle for the tab bar's pages, so a tap shows them at once.
   */
  preload?(): Promise<unknown>;
}

export interface RemoteRouteTable {
  /** shared-contracts version the remote was built against, checked again after loading. */
  contractsVersion: string;
  routes: RemoteRoute[];
}

/** Default export of `./routes`: receives the HostApi once, returns the route table. */
export type CreateRemoteRoutes = (host: HostApi) => RemoteRouteTable;
