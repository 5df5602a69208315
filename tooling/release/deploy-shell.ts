/** Builds the shell and swaps it into deploy/shell. The shell knows no remote, so it rarely changes. */
import { spawnSync } from 'node:child_process';
import { cp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { deployPaths, REMOTE_PACKAGES, WORKSPACE_ROOT } from './paths';
import { precompressFolder } from './precompress';
import { releaseRemote } from './release-remote';

export async function deployShell(root: string, options: { build?: boolean } = {}): Promise<void> {
  if (options.build !== false) {
    const result = spawnSync('pnpm', ['--filter', 'shell', 'build'], {
      cwd: WORKSPACE_ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error(`build of shell failed (exit ${result.status})`);
  }
  const target = deployPaths(root).shell;
  const staging = `${target}.staging-${process.pid}`;
  const retired = `${target}.retired-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await cp(path.join(WORKSPACE_ROOT, 'shell/dist'), staging, { recursive: true });
  await precompressFolder(staging);
  await rename(target, retired).catch(() => undefined);
  await rename(staging, target);
  await rm(retired, { recursive: true, force: true });
}

/** A whole deployment from the current source: the shell, then a release of every remote. */
export async function deployEverything(root: string): Promise<void> {
  await deployShell(root);
  for (const pkg of REMOTE_PACKAGES) await releaseRemote(root, pkg);
}
