/** `pnpm rollback <remote> [<version>]`: point remotes.json back at an earlier immutable version. */
import { withDeployLock } from './lock';
import {
  readHistory,
  readReleaseManifest,
  readVersionRelease,
  withRelease,
  writeJsonAtomically,
} from './manifest-store';
import { deployPaths, type RemotePackage } from './paths';
import { chooseRollbackTarget } from './rollback-target';

export interface RollbackOutcome {
  pkg: RemotePackage;
  from: string | undefined;
  to: string;
}

export async function rollbackRemote(root: string, pkg: RemotePackage, requested?: string): Promise<RollbackOutcome> {
  return withDeployLock(root, async () => {
    const manifest = await readReleaseManifest(root);
    const current = manifest.remotes.find((remote) => remote.package === pkg)?.version;
    const choice = chooseRollbackTarget(await readHistory(root, pkg), current, requested);
    if (!choice.ok) throw new Error(`${pkg}: ${choice.reason}`);
    const release = await readVersionRelease(root, pkg, choice.version);
    await writeJsonAtomically(deployPaths(root).manifest, withRelease(manifest, release));
    return { pkg, from: current, to: choice.version };
  });
}
