/** Exposed as `./routes`: the route table of mf-agent; titles and flags live in routes.json, the pages are each their own chunk. */
import { createRouteTable, lazyPage } from 'remote-kit';
import routeMeta from './routes.json';

export default createRouteTable(
  routeMeta,
  {
    '/Agent': lazyPage(() => import('../routes/agent')),
    '/lowerList': lazyPage(() => import('../routes/lower-list')),
    '/income': lazyPage(() => import('../routes/income')),
  },
  { remote: 'mf-agent' },
);
