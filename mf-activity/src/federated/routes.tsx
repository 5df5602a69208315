/** Exposed as `./routes`: the route table of mf-activity; titles and flags live in routes.json, the pages are each their own chunk. */
import { createRouteTable, lazyPage } from 'remote-kit';
import routeMeta from './routes.json';

export default createRouteTable(
  routeMeta,
  {
    '/activity': lazyPage(() => import('../routes/activity')),
    '/activityDetail': lazyPage(() => import('../routes/activity-detail')),
    '/benefit': lazyPage(() => import('../routes/benefit')),
    '/customDetail': lazyPage(() => import('../routes/custom-detail')),
    '/community': lazyPage(() => import('../routes/community')),
    '/redBag': lazyPage(() => import('../routes/red-bag')),
  },
  { remote: 'mf-activity' },
);
