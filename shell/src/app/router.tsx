/** The site's router, assembled from the route tables remotes.json carries: no remote path is built in. */
import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router-dom';
import type { ReleaseManifest } from 'shared-contracts';
import { routesByPath } from '../federation/release-manifest';
import { setNavigator } from '../host/host-api';
import { Frame } from '../frame/Frame';
import { RemotePage } from '../remote/RemotePage';
import { homeRedirect } from '../platform/home-path';
import { NotFound } from './NotFound';

/** / leads home; an invite link's ?code= goes along, so the session still finds it (issue 15). */
function RootRedirect() {
  const { search } = useLocation();
  return <Navigate to={homeRedirect(search)} replace />;
}

export function createSiteRouter(manifest: ReleaseManifest) {
  const owned = routesByPath(manifest);
  const routes = [...owned.values()];
  const children: RouteObject[] = [
    { path: '/', element: <RootRedirect /> },
    {
      // Pages inside the frame are rendered by the frame itself, so it can keep some alive.
      element: <Frame owned={owned} />,
      children: routes
        .filter(({ meta }) => !meta.outsideFrame)
        .map(({ meta }) => ({ path: meta.path, caseSensitive: true, element: null })),
    },
    ...routes
      .filter(({ meta }) => meta.outsideFrame)
      .map(({ meta, release }) => ({
        path: meta.path,
        caseSensitive: true,
        // No frame, still one main landmark and one level-one heading, as inside the frame.
        element: (
          <main>
            <h1 className="visually-hidden">{meta.title}</h1>
            <RemotePage release={release} path={meta.path} />
          </main>
        ),
      })),
    { path: '*', element: <NotFound /> },
  ];
  const router = createBrowserRouter(children);
  setNavigator((path, options) => void router.navigate(path, options));
  return router;
}
