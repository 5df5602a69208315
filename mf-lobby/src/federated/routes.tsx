/** Exposed as `./routes`: the route table of mf-lobby; titles and flags live in routes.json. */
import { lazy } from 'react';
import { CONTRACTS_VERSION, type CreateRemoteRoutes } from 'shared-contracts';
import routeMeta from './routes.json';
import { setHost } from '../shared/host';

const Placeholder = lazy(() => import('../routes/placeholder'));
const Home = lazy(() => import('../routes/home'));

const createRoutes: CreateRemoteRoutes = (host) => {
  setHost(host);
  return {
    contractsVersion: CONTRACTS_VERSION,
    routes: routeMeta.map((meta) => ({
      ...meta,
      Component: meta.path === '/home' ? () => <Home title={meta.title} /> : () => <Placeholder title={meta.title} />,
    })),
  };
};

export default createRoutes;
