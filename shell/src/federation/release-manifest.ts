/** Fetches and validates remotes.json, the only place remote URLs come from. */
import { releaseManifestSchema, type ReleaseManifest, type RemoteRelease, type RouteMeta } from 'shared-contracts';

export const RELEASE_MANIFEST_URL = '/remotes.json';

export async function fetchReleaseManifest(): Promise<ReleaseManifest> {
  // no-cache: a release or rollback must be seen on the next reload, never a stale copy.
  const response = await fetch(RELEASE_MANIFEST_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return releaseManifestSchema.parse(await response.json());
}

export interface OwnedRoute {
  meta: RouteMeta;
  release: RemoteRelease;
}

/** Every route of every remote, keyed by its exact path (paths are case-sensitive: /Agent). */
export function routesByPath(manifest: ReleaseManifest): Map<string, OwnedRoute> {
  const owned = new Map<string, OwnedRoute>();
  for (const release of manifest.remotes) {
    for (const meta of release.routes) {
      if (owned.has(meta.path)) console.warn(`route ${meta.path} is declared twice; ${release.name} ignored`);
      else owned.set(meta.path, { meta, release });
    }
  }
  return owned;
}
