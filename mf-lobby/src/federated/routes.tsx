/** Exposed as `./routes`: the route table of mf-lobby; titles and flags live in routes.json. */
import { lazy, type ComponentType } from 'react';
import { CONTRACTS_VERSION, type CreateRemoteRoutes } from 'shared-contracts';
import { setHost } from 'remote-kit';
import routeMeta from './routes.json';

/** Each page is its own chunk: the home route downloads nothing of the others. */
const PAGES: Record<string, ComponentType> = {
  '/home': lazy(() => import('../routes/home')),
  '/cateList': lazy(() => import('../routes/cate-list')),
  '/redirect': lazy(() => import('../routes/redirect')),
  '/pcSlots': lazy(() => import('../routes/pc-slots')),
};

const createRoutes: CreateRemoteRoutes = (host) => {
  setHost(host);
  return {
    contractsVersion: CONTRACTS_VERSION,
    routes: routeMeta.map((meta) => {
      const Component = PAGES[meta.path];
      if (!Component) throw new Error(`mf-lobby: no page for ${meta.path}`);
      return { ...meta, Component };
    }),
  };
};

export default createRoutes;
