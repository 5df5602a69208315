/** Reading and changing the deployment under test, the way an operator or an attacker might. */
import { execFile } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { releaseManifestSchema, type RemoteRelease } from 'shared-contracts';
import { WORKSPACE_ROOT } from 'tooling/release/paths';

const run = promisify(execFile);

export async function liveRelease(deployDir: string, pkg: string): Promise<RemoteRelease> {
  const manifest = releaseManifestSchema.parse(
    JSON.parse(await readFile(path.join(deployDir, 'remotes.json'), 'utf8')),
  );
  const release = manifest.remotes.find((remote) => remote.package === pkg);
  if (!release) throw new Error(`${pkg} is not live`);
  return release;
}

export function versionFolder(deployDir: string, release: RemoteRelease): string {
  return path.join(deployDir, 'remotes', release.package, release.version);
}

/** Runs a root script (`pnpm release …`, `pnpm rollback …`) against the deployment under test. */
export async function runWorkspaceScript(
  deployDir: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<string> {
  const { stdout } = await run('pnpm', args, {
    cwd: WORKSPACE_ROOT,
    env: { ...process.env, DEPLOY_DIR: deployDir, ...env },
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

/**
 * Replaces a deployed file's bytes as the browser will get them: the file and its compressed copies
 * (a deploy writes `.br` and `.gz` beside it, which the site server prefers), so a test's damage is
 * what is served. Answers a function that puts the genuine bytes back.
 */
export async function replaceDeployedFile(file: string, bytes: string | Buffer): Promise<() => Promise<void>> {
  const copies = [file, `${file}.br`, `${file}.gz`];
  const genuine = await Promise.all(copies.map((copy) => readFile(copy).catch(() => null)));
  await writeFile(file, bytes);
  await Promise.all(copies.slice(1).map((copy) => rm(copy, { force: true })));
  return async () => {
    await Promise.all(copies.map((copy, index) => (genuine[index] ? writeFile(copy, genuine[index]) : undefined)));
  };
}
