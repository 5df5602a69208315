import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { ReleaseManifest } from 'shared-contracts';
import { SiteDialogs } from '../dialogs/SiteDialogs';
import { createSiteRouter } from './router';

export function App({ manifest }: { manifest: ReleaseManifest }) {
  const router = useMemo(() => createSiteRouter(manifest), [manifest]);
  return (
    <>
      <RouterProvider router={router} />
      <SiteDialogs />
    </>
  );
}
