/**
 * `pnpm release <remote>`: build one remote, copy it into an immutable versioned folder and
 * point remotes.json at it. Nothing else is built.
 */
import { spawnSync } from 'node:child_process';
import { access, cp, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { CONTRACTS_VERSION, routeMetaListSchema, type RemoteRelease } from 'shared-contracts';
import { z } from 'zod';
import { federationNameOf } from '../federation';
import { hashDirectory, subresourceIntegrity } from './hashing';
import { withDeployLock } from './lock';
import { readHistory, readReleaseManifest, withRelease, withVersion, writeJsonAtomically } from './manifest-store';
import { deployPaths, versionUrl, WORKSPACE_ROOT, type RemotePackage } from './paths';

export interface ReleaseOutcome {
  pkg: RemotePackage;
  previous: string | undefined;
  version: string;
  /** False when the build was byte-identical to an existing version, which is reused. */
  newVersion: boolean;
}

const federationManifestSchema = z.object({
  metaData: z.object({ remoteEntry: z.object({ name: z.string().min(1), path: z.string() }) }),
});

function buildRemote(pkg: RemotePackage): void {
  // Always a production build, whatever NODE_ENV the caller runs under (vitest sets 'test').
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('pnpm', ['--filter', pkg, 'build'], { cwd: WORKSPACE_ROOT, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`build of ${pkg} failed (exit ${result.status})`);
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** Reads what the build produced and describes it as a release of `version`. */
async function describeBuild(pkg: RemotePackage, distDir: string, version: string): Promise<RemoteRelease> {
  const federationManifest = federationManifestSchema.parse(JSON.parse(await readFile(path.join(distDir, 'mf-manifest.json'), 'utf8')));
  const { remoteEntry } = federationManifest.metaData;
  const entryFile = path.posix.join(remoteEntry.path, remoteEntry.name);
  const routes = routeMetaListSchema.parse(JSON.parse(await readFile(path.join(WORKSPACE_ROOT, pkg, 'src/federated/routes.json'), 'utf8')));
  const base = versionUrl(pkg, version);
  return {
    name: federationNameOf(pkg),
    package: pkg,
    version,
    manifest: `${base}mf-manifest.json`,
    entry: `${base}${entryFile}`,
    integrity: subresourceIntegrity(await readFile(path.join(distDir, entryFile))),
    contracts: CONTRACTS_VERSION,
    routes,
    releasedAt: new Date().toISOString(),
  };
}

export async function releaseRemote(root: string, pkg: RemotePackage, options: { build?: boolean } = {}): Promise<ReleaseOutcome> {
  if (options.build !== false) buildRemote(pkg);
  const distDir = path.join(WORKSPACE_ROOT, pkg, 'dist');
  const packageVersion = z.object({ version: z.string() }).parse(JSON.parse(await readFile(path.join(WORKSPACE_ROOT, pkg, 'package.json'), 'utf8'))).version;
  const version = `${packageVersion}-${await hashDirectory(distDir)}`;
  const paths = deployPaths(root);

  return withDeployLock(root, async () => {
    const target = paths.version(pkg, version);
    const newVersion = !(await exists(target));
    if (newVersion) {
      // Copy beside the target and rename, so a half-copied folder is never live.
      const staging = `${target}.staging-${process.pid}`;
      await rm(staging, { recursive: true, force: true });
      await cp(distDir, staging, { recursive: true });
      await writeJsonAtomically(path.join(staging, 'release.json'), await describeBuild(pkg, distDir, version));
      await rename(staging, target);
    }
    const release = JSON.parse(await readFile(path.join(target, 'release.json'), 'utf8')) as RemoteRelease;
    const manifest = await readReleaseManifest(root);
    const previous = manifest.remotes.find((remote) => remote.package === pkg)?.version;
    await writeJsonAtomically(paths.history(pkg), withVersion(await readHistory(root, pkg), version));
    await writeJsonAtomically(paths.manifest, withRelease(manifest, release));
    return { pkg, previous, version, newVersion };
  });
}
