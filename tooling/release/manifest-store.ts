/** remotes.json, each remote's release history and version records: read with one set of schemas by release and rollback, written atomically. */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { releaseManifestSchema, remoteReleaseSchema, type ReleaseManifest, type RemoteRelease } from 'shared-contracts';
import { z } from 'zod';
import { readOptionalJsonFile } from './json-file';
import { deployPaths } from './paths';

const historySchema = z.array(z.string().min(1));

/** Write to a temporary file, then rename: readers never see half a file. */
export async function writeJsonAtomically(file: string, value: unknown): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`);
  await rename(temporary, file);
}

export async function readReleaseManifest(root: string): Promise<ReleaseManifest> {
  return (
    (await readOptionalJsonFile(deployPaths(root).manifest, releaseManifestSchema)) ?? { schemaVersion: 1, remotes: [] }
  );
}

export async function readHistory(root: string, pkg: string): Promise<string[]> {
  return (await readOptionalJsonFile(deployPaths(root).history(pkg), historySchema)) ?? [];
}

/** The release record stored inside an immutable version folder: it must exist and describe that very version. */
export async function readVersionRelease(root: string, pkg: string, version: string): Promise<RemoteRelease> {
  const file = path.join(deployPaths(root).version(pkg, version), 'release.json');
  const release = await readOptionalJsonFile(file, remoteReleaseSchema);
  if (!release)
    throw new Error(`${pkg}: the folder of version ${version} is missing from ${deployPaths(root).remote(pkg)}`);
  if (release.package !== pkg || release.version !== version) {
    throw new Error(`${file} describes ${release.package} ${release.version}, not ${pkg} ${version}; refused`);
  }
  return release;
}

/** The manifest with `release` in place of the remote of the same name (appended if new). */
export function withRelease(manifest: ReleaseManifest, release: RemoteRelease): ReleaseManifest {
  const index = manifest.remotes.findIndex((remote) => remote.name === release.name);
  const remotes = [...manifest.remotes];
  if (index === -1) remotes.push(release);
  else remotes[index] = release;
  return { ...manifest, remotes };
}

/** History with `version` recorded once, in order of first release. */
export function withVersion(history: readonly string[], version: string): string[] {
  return history.includes(version) ? [...history] : [...history, version];
}
