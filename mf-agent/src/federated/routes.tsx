/** Exposed as `./routes`: the route table of mf-agent; titles and flags live in routes.json. */
import type { ComponentType } from 'react';
import { CONTRACTS_VERSION, type CreateRemoteRoutes } from 'shared-contracts';
import { lazyPage, setHost, type LazyPage } from 'remote-kit';
import routeMeta from './routes.json';

/** The pages, each its own chunk. */
const PAGES: Record<string, LazyPage> = {
  '/Agent': lazyPage(() => import('../routes/agent')),
  '/lowerList': lazyPage(() => import('../routes/lower-list')),
  '/income': lazyPage(() => import('../routes/income')),
};

const createRoutes: CreateRemoteRoutes = (host) => {
  setHost(host);
  return {
    contractsVersion: CONTRACTS_VERSION,
    routes: routeMeta.map((meta) => ({
      ...meta,
      ...(PAGES[meta.path] ?? { Component: pageMissing(meta.path) }),
    })),
  };
};

/** A route of routes.json without a page: it throws when shown, so the shell's fallback says so in its area. */
function pageMissing(path: string): ComponentType {
  return function PageMissing() {
    throw new Error(`mf-agent has no page for ${path}`);
  };
}

export default createRoutes;
