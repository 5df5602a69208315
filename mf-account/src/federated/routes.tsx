/** Exposed as `./routes`: the route table of mf-account; titles and flags live in routes.json, the pages are each their own chunk. */
import { createRouteTable, lazyPage } from 'remote-kit';
import routeMeta from './routes.json';

export default createRouteTable(
  routeMeta,
  {
    '/user': lazyPage(() => import('../routes/user')),
    '/about': lazyPage(() => import('../routes/about')),
    '/responsible': lazyPage(() => import('../routes/responsible')),
    '/betRecords': lazyPage(() => import('../routes/bet-records')),
    '/betDetail': lazyPage(() => import('../routes/bet-detail')),
    '/accountRecords': lazyPage(() => import('../routes/account-records')),
    '/rechargeRecords': lazyPage(() => import('../routes/recharge-records')),
    '/transactionRecords': lazyPage(() => import('../routes/transaction-records')),
    '/backRecords': lazyPage(() => import('../routes/back-records')),
  },
  { remote: 'mf-account' },
);
