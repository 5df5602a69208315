/** One release or rollback at a time: two writers of remotes.json would lose one change. */
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { deployPaths } from './paths';

export async function withDeployLock<T>(root: string, work: () => Promise<T>): Promise<T> {
  const lockFile = deployPaths(root).lock;
  await mkdir(path.dirname(lockFile), { recursive: true });
  const handle = await open(lockFile, 'wx').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EEXIST')
      throw new Error(`another release holds ${lockFile}; remove it if no release is running`);
    throw error;
  });
  try {
    await handle.writeFile(String(process.pid));
    return await work();
  } finally {
    await handle.close();
    await rm(lockFile, { force: true });
  }
}
