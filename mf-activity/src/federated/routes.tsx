/** Exposed as `./routes`: the route table of mf-activity; titles and flags live in routes.json. */
import { lazy, type ComponentType } from 'react';
import { CONTRACTS_VERSION, type CreateRemoteRoutes } from 'shared-contracts';
import { setHost } from 'remote-kit';
import routeMeta from './routes.json';

/** The pages, each its own chunk. */
const PAGES: Record<string, ComponentType> = {
  '/activity': lazy(() => import('../routes/activity')),
  '/activityDetail': lazy(() => import('../routes/activity-detail')),
  '/benefit': lazy(() => import('../routes/benefit')),
  '/customDetail': lazy(() => import('../routes/custom-detail')),
  '/community': lazy(() => import('../routes/community')),
  '/redBag': lazy(() => import('../routes/red-bag')),
};

const createRoutes: CreateRemoteRoutes = (host) => {
  setHost(host);
  return {
    contractsVersion: CONTRACTS_VERSION,
    routes: routeMeta.map((meta) => ({
      ...meta,
      Component: PAGES[meta.path] ?? pageMissing(meta.path),
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
