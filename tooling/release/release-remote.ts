/**
 * `pnpm release <remote>`: build one remote, copy it into an immutable versioned folder and
 * point remotes.json at it. Nothing else is built.
 */
import { spawnSync } from 'node:child_process';
import { access, cp, readFile, rename, rm } from 'node:fs/promises';
import { precompressFolder } from './precompress';
import path from 'node:path';
import { CONTRACTS_VERSION, remoteReleaseSchema, routeMetaListSchema, type RemoteRelease } from 'shared-contracts';
import { z } from 'zod';
import { federationNameOf } from '../federation';
import { hashDirectory, subresourceIntegrity } from './hashing';
import { parseWith, readJsonFile } from './json-file';
import { withDeployLock } from './lock';
import {
  readHistory,
  readReleaseManifest,
  readVersionRelease,
  withRelease,
  withVersion,
  writeJsonAtomically,
} from './manifest-store';
import { deployPaths, versionUrl, WORKSPACE_ROOT, type RemotePackage } from './paths';

export interface ReleaseOutcome {
  pkg: RemotePackage;
  previous: string | undefined;
  version: string;
  /** False when the build was byte-identical to an existing version, which is reused. */
  newVersion: boolean;
}

/** The part of the build's mf-manifest.json a release reads: where the remote entry is. */
const federationManifestSchema = z.object({
  metaData: z.object({ remoteEntry: z.object({ name: z.string().min(1), path: z.string() }) }),
});

const packageJsonSchema = z.object({ version: z.string().min(1) });

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
async function describeBuild(pkg: RemotePackage, packageDir: string, version: string): Promise<RemoteRelease> {
  const distDir = path.join(packageDir, 'dist');
  const { remoteEntry } = (await readJsonFile(path.join(distDir, 'mf-manifest.json'), federationManifestSchema))
    .metaData;
  const entryFile = path.posix.join(remoteEntry.path, remoteEntry.name);
  const routes = await readJsonFile(path.join(packageDir, 'src/federated/routes.json'), routeMetaListSchema);
  const base = versionUrl(pkg, version);
  // Checked with the schema rollback reads it with, so no version folder holds a record rollback would refuse.
  return parseWith(
    remoteReleaseSchema,
    {
      name: federationNameOf(pkg),
      package: pkg,
      version,
      manifest: `${base}mf-manifest.json`,
      entry: `${base}${entryFile}`,
      integrity: subresourceIntegrity(await readFile(path.join(distDir, entryFile))),
      contracts: CONTRACTS_VERSION,
      routes,
      releasedAt: new Date().toISOString(),
    },
    `the release record of ${pkg} ${version}`,
  );
}

/**
 * Releases `pkg` into the deploy folder `root`. `build: false` releases the dist/ already there;
 * `packageDir` (tests only) reads the package from elsewhere than the workspace.
 */
export async function releaseRemote(
  root: string,
  pkg: RemotePackage,
  options: { build?: boolean; packageDir?: string } = {},
): Promise<ReleaseOutcome> {
  if (options.build !== false) buildRemote(pkg);
  const packageDir = options.packageDir ?? path.join(WORKSPACE_ROOT, pkg);
  const distDir = path.join(packageDir, 'dist');
  const packageVersion = (await readJsonFile(path.join(packageDir, 'package.json'), packageJsonSchema)).version;
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
      await precompressFolder(staging);
      await writeJsonAtomically(path.join(staging, 'release.json'), await describeBuild(pkg, packageDir, version));
      await rename(staging, target);
    }
    // Read with rollback's schema: an existing folder's record may be damaged, and then nothing is written.
    const release = await readVersionRelease(root, pkg, version);
    const manifest = await readReleaseManifest(root);
    const previous = manifest.remotes.find((remote) => remote.package === pkg)?.version;
    await writeJsonAtomically(paths.history(pkg), withVersion(await readHistory(root, pkg), version));
    await writeJsonAtomically(paths.manifest, withRelease(manifest, release));
    return { pkg, previous, version, newVersion };
  });
}
