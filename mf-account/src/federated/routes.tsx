/** Exposed as `./routes`: the route table of mf-account; titles and flags live in routes.json. */
import { lazy } from 'react';
import { CONTRACTS_VERSION, type CreateRemoteRoutes } from 'shared-contracts';
import { lazyPage, setHost, type LazyPage } from 'remote-kit';
import routeMeta from './routes.json';

const Placeholder = lazy(() => import('../routes/placeholder'));

/** Built pages, each its own chunk; the routes not built yet show the placeholder. */
const PAGES: Record<string, LazyPage> = {
  '/user': lazyPage(() => import('../routes/user')),
  '/about': lazyPage(() => import('../routes/about')),
  '/responsible': lazyPage(() => import('../routes/responsible')),
  '/betRecords': lazyPage(() => import('../routes/bet-records')),
  '/betDetail': lazyPage(() => import('../routes/bet-detail')),
  '/accountRecords': lazyPage(() => import('../routes/account-records')),
  '/rechargeRecords': lazyPage(() => import('../routes/recharge-records')),
  '/transactionRecords': lazyPage(() => import('../routes/transaction-records')),
  '/backRecords': lazyPage(() => import('../routes/back-records')),
};

const createRoutes: CreateRemoteRoutes = (host) => {
  setHost(host);
  return {
    contractsVersion: CONTRACTS_VERSION,
    routes: routeMeta.map((meta) => ({
      ...meta,
      ...(PAGES[meta.path] ?? { Component: () => <Placeholder title={meta.title} /> }),
    })),
  };
};

export default createRoutes;
