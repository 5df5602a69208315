/** Starts the demo game provider as a direct child (no pnpm in between), so stopping it really stops it. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { WORKSPACE_ROOT } from '../release/paths';

/**
 * The provider is a peer of the API: it reaches the platform only over HTTP, at
 * `platformApiOrigin`, with the signed seamless-wallet calls.
 */
export function spawnDemoProvider(
  port: number,
  platformApiOrigin: string,
  options: { watch?: boolean; env?: Record<string, string> } = {},
): ChildProcess {
  const args = options.watch ? ['--import', 'tsx', '--watch', 'src/main.ts'] : ['--import', 'tsx', 'src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: path.join(WORKSPACE_ROOT, 'demo-provider'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...options.env, DEMO_PROVIDER_PORT: String(port), PLATFORM_API_ORIGIN: platformApiOrigin },
  });
  // If this process goes, the provider goes with it.
  process.on('exit', () => child.kill('SIGTERM'));
  return child;
}
