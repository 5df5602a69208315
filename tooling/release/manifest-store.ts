/** Reading and writing remotes.json and each remote's release history, atomically. */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { releaseManifestSchema, remoteReleaseSchema, type ReleaseManifest, type RemoteRelease } from 'shared-contracts';
import { z } from 'zod';
import { deployPaths } from './paths';

const historySchema = z.array(z.string());

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Write to a temporary file, then rename: readers never see half a file. */
export async function writeJsonAtomically(file: string, value: unknown): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`);
  await rename(temporary, file);
}

export async function readReleaseManifest(root: string): Promise<ReleaseManifest> {
  const raw = await readJson(deployPaths(root).manifest);
  return raw === undefined ? { schemaVersion: 1, remotes: [] } : releaseManifestSchema.parse(raw);
}

export async function readHistory(root: string, pkg: string): Promise<string[]> {
  return historySchema.parse((await readJson(deployPaths(root).history(pkg))) ?? []);
}

/** The release record stored inside an immutable version folder. */
export async function readVersionRelease(root: string, pkg: string, version: string): Promise<RemoteRelease | undefined> {
  const raw = await readJson(path.join(deployPaths(root).version(pkg, version), 'release.json'));
  return raw === undefined ? undefined : remoteReleaseSchema.parse(raw);
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
