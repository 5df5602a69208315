/** Exposed as `./routes`: the route table of mf-account; titles and flags live in routes.json. */
import { lazy, type ComponentType } from 'react';
import { CONTRACTS_VERSION, type CreateRemoteRoutes } from 'shared-contracts';
import { setHost } from 'remote-kit';
import routeMeta from './routes.json';

const Placeholder = lazy(() => import('../routes/placeholder'));

/** Built pages, each its own chunk; the routes not built yet show the placeholder. */
const PAGES: Record<string, ComponentType> = {
  '/user': lazy(() => import('../routes/user')),
  '/about': lazy(() => import('../routes/about')),
  '/responsible': lazy(() => import('../routes/responsible')),
  '/betRecords': lazy(() => import('../routes/bet-records')),
  '/betDetail': lazy(() => import('../routes/bet-detail')),
  '/accountRecords': lazy(() => import('../routes/account-records')),
  '/rechargeRecords': lazy(() => import('../routes/recharge-records')),
  '/transactionRecords': lazy(() => import('../routes/transaction-records')),
  '/backRecords': lazy(() => import('../routes/back-records')),
};

const createRoutes: CreateRemoteRoutes = (host) => {
  setHost(host);
  return {
    contractsVersion: CONTRACTS_VERSION,
    routes: routeMeta.map((meta) => ({
      ...meta,
      Component: PAGES[meta.path] ?? (() => <Placeholder title={meta.title} />),
    })),
  };
};

export default createRoutes;
