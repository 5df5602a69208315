/** Where things live: the workspace root, the deploy folder, the remote packages. */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { REMOTE_PACKAGES, type RemotePackage } from '../remotes';

export const WORKSPACE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// The remote packages come from the one table of the remotes (tooling/remotes.js).
export { REMOTE_PACKAGES, type RemotePackage };

export function isRemotePackage(name: string): name is RemotePackage {
  return (REMOTE_PACKAGES as readonly string[]).includes(name);
}

/** The deploy folder; DEPLOY_DIR lets tests and operators release somewhere else. */
export function deployDir(): string {
  return path.resolve(process.env.DEPLOY_DIR ?? path.join(WORKSPACE_ROOT, 'deploy'));
}

export const deployPaths = (root: string) => ({
  manifest: path.join(root, 'remotes.json'),
  shell: path.join(root, 'shell'),
  lock: path.join(root, '.release.lock'),
  remote: (pkg: string) => path.join(root, 'remotes', pkg),
  version: (pkg: string, version: string) => path.join(root, 'remotes', pkg, version),
  history: (pkg: string) => path.join(root, 'remotes', pkg, 'history.json'),
});

/** URL path at which the site server serves a remote version folder. */
export function versionUrl(pkg: string, version: string): string {
  return `/remotes/${pkg}/${version}/`;
}
