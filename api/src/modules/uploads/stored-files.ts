/**
 * Uploaded pictures on disk: each stored once under the SHA-256 of its bytes, so the same picture
 * is the same file, and written to a temporary name first then renamed, so a reader never sees half a file.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOADED_FILE_NAME } from 'shared-contracts';

/**
 * Stores `bytes` as `<sha256 hex>.<extension>` in `dir` (made when missing) and answers the name.
 * A name already there holds the same bytes: it is left as it is.
 */
export async function storeFile(dir: string, bytes: Buffer, extension: string): Promise<string> {
  const name = `${createHash('sha256').update(bytes).digest('hex')}.${extension}`;
  const target = path.join(dir, name);
  if (await isFile(target)) return name;
  await mkdir(dir, { recursive: true });
  // A dot-name the file route never serves (the name pattern has no dot in front).
  const temporary = path.join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temporary, bytes, { flag: 'wx' });
    // rename() replaces atomically: two uploads of one picture at once both end with the whole file.
    await rename(temporary, target);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
  return name;
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (found) => found.isFile(),
    () => false,
  );
}

/** A stored file by its name, opened for reading with its size; null for a name of another shape or no file. */
export async function openStoredFile(dir: string, name: string): Promise<{ stream: ReadStream; size: number } | null> {
  if (!UPLOADED_FILE_NAME.test(name)) return null;
  const file = path.join(dir, name);
  const found = await stat(file).catch(() => null);
  if (!found?.isFile()) return null;
  return { stream: createReadStream(file), size: found.size };
}
