/** Exposed as `./routes`: the route table of mf-wallet; titles and flags live in routes.json, the pages are each their own chunk. */
import { createRouteTable, lazyPage } from 'remote-kit';
import routeMeta from './routes.json';

export default createRouteTable(
  routeMeta,
  {
    '/recharge': lazyPage(() => import('../routes/recharge')),
    '/withdrawal': lazyPage(() => import('../routes/withdrawal')),
    '/safe': lazyPage(() => import('../routes/safe')),
    '/buy': lazyPage(() => import('../routes/buy')),
  },
  { remote: 'mf-wallet' },
);
