/** Exposed as `./routes`: the route table of mf-activity; titles and flags live in routes.json. */
import type { ComponentType } from 'react';
import { CONTRACTS_VERSION, type CreateRemoteRoutes } from 'shared-contracts';
import { lazyPage, setHost, type LazyPage } from 'remote-kit';
import routeMeta from './routes.json';

/** The pages, each its own chunk. */
const PAGES: Record<string, LazyPage> = {
  '/activity': lazyPage(() => import('../routes/activity')),
  '/activityDetail': lazyPage(() => import('../routes/activity-detail')),
  '/benefit': lazyPage(() => import('../routes/benefit')),
  '/customDetail': lazyPage(() => import('../routes/custom-detail')),
  '/community': lazyPage(() => import('../routes/community')),
  '/redBag': lazyPage(() => import('../routes/red-bag')),
};

const createRoutes: CreateRemoteRoutes = (host) => {
  setHost(host);
  return {
    contractsVersion: CONTRACTS_VERSION,
    routes: routeMeta.map((meta) => ({
      ...meta,
      ...(PAGES[meta.path] ?? { Component: pageMissing(meta.path) }),
    })),
  };
};

/** A route of routes.json without a page: it throws when shown, so the shell's fallback says so in its area. */
function pageMissing(path: string): ComponentType {
  return function PageMissing() {
    throw new Error(`mf-activity has no page for ${path}`);
  };
}

export default createRoutes;
