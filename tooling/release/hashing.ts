/** Content hashes: the release version of a build, and the SRI integrity of its entry. */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Every file under `dir`, as sorted paths relative to it (forward slashes). */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * A short hash of a build folder: same files with the same bytes give the same hash, so
 * releasing unchanged code reuses the version instead of minting a new one.
 */
export async function hashDirectory(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(dir)) {
    hash.update(file).update('\0');
    hash.update(await readFile(path.join(dir, file))).update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

/** Subresource Integrity value, e.g. `sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC`. */
export function subresourceIntegrity(bytes: Buffer | string): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}
