/** Starts the API as a direct child (no pnpm in between), so stopping it really stops it. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { WORKSPACE_ROOT } from '../release/paths';

export function spawnApi(port: number, options: { watch?: boolean; env?: Record<string, string> } = {}): ChildProcess {
  const args = options.watch ? ['--import', 'tsx', '--watch', 'src/main.ts'] : ['--import', 'tsx', 'src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: path.join(WORKSPACE_ROOT, 'api'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...options.env, API_PORT: String(port) },
  });
  // If this process goes, the API goes with it.
  process.on('exit', () => child.kill('SIGTERM'));
  return child;
}
