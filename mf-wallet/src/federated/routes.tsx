/** Exposed as `./routes`: the route table of mf-wallet; titles and flags live in routes.json. */
import { lazy } from 'react';
import { CONTRACTS_VERSION, type CreateRemoteRoutes } from 'shared-contracts';
import { setHost } from 'remote-kit';
import routeMeta from './routes.json';

const Placeholder = lazy(() => import('../routes/placeholder'));

const createRoutes: CreateRemoteRoutes = (host) => {
  setHost(host);
  return {
    contractsVersion: CONTRACTS_VERSION,
    routes: routeMeta.map((meta) => ({
      ...meta,
      Component: () => <Placeholder title={meta.title} />,
    })),
  };
};

export default createRoutes;
