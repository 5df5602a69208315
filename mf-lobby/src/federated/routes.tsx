/** Exposed as `./routes`: the route table of mf-lobby; titles and flags live in routes.json, the pages are each their own chunk. */
import { createRouteTable, lazyPage } from 'remote-kit';
import routeMeta from './routes.json';

export default createRouteTable(
  routeMeta,
  {
    '/home': lazyPage(() => import('../routes/home')),
    '/cateList': lazyPage(() => import('../routes/cate-list')),
    '/redirect': lazyPage(() => import('../routes/redirect')),
    '/pcSlots': lazyPage(() => import('../routes/pc-slots')),
  },
  { remote: 'mf-lobby' },
);
