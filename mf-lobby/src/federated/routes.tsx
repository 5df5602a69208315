/** Exposed as `./routes`: the route table of mf-lobby; titles and flags live in routes.json. */
import { CONTRACTS_VERSION, type CreateRemoteRoutes } from 'shared-contracts';
import { lazyPage, setHost, type LazyPage } from 'remote-kit';
import routeMeta from './routes.json';

/** Each page is its own chunk: the home route downloads nothing of the others. */
const PAGES: Record<string, LazyPage> = {
  '/home': lazyPage(() => import('../routes/home')),
  '/cateList': lazyPage(() => import('../routes/cate-list')),
  '/redirect': lazyPage(() => import('../routes/redirect')),
  '/pcSlots': lazyPage(() => import('../routes/pc-slots')),
};

const createRoutes: CreateRemoteRoutes = (host) => {
  setHost(host);
  return {
    contractsVersion: CONTRACTS_VERSION,
    routes: routeMeta.map((meta) => {
      const page = PAGES[meta.path];
      if (!page) throw new Error(`mf-lobby: no page for ${meta.path}`);
      return { ...meta, ...page };
    }),
  };
};

export default createRoutes;
