/**
 * The operator console is one app released with the API (no remotes.json, no versions): it is
 * built into admin/dist and the site server serves that folder at /admin/.
 */
import { spawnSync } from 'node:child_process';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { WORKSPACE_ROOT } from './paths';

export const ADMIN_DIST = path.join(WORKSPACE_ROOT, 'admin/dist');

/** Builds the console (always with `force`, else only when admin/dist has no page) and returns its folder. */
export async function buildAdmin(options: { force?: boolean } = {}): Promise<string> {
  const built = await access(path.join(ADMIN_DIST, 'index.html')).then(
    () => true,
    () => false,
  );
  if (built && !options.force) return ADMIN_DIST;
  const result = spawnSync('pnpm', ['--filter', 'admin', 'build'], {
    cwd: WORKSPACE_ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`build of admin failed (exit ${result.status})`);
  return ADMIN_DIST;
}
