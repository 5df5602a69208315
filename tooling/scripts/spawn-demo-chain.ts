/** Starts the demo TRON chain as a direct child (no pnpm in between), so stopping it really stops it. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { WORKSPACE_ROOT } from '../release/paths';

/**
 * The chain is a peer like TronGrid: the API reaches it only over HTTP, at the TRON_API_URL
 * the start scripts give it (`demoChainOrigin(port)`).
 */
export function spawnDemoChain(
  port: number,
  options: { watch?: boolean; env?: Record<string, string> } = {},
): ChildProcess {
  const args = options.watch ? ['--import', 'tsx', '--watch', 'src/main.ts'] : ['--import', 'tsx', 'src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: path.join(WORKSPACE_ROOT, 'demo-chain'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...options.env, DEMO_CHAIN_PORT: String(port) },
  });
  // If this process goes, the chain goes with it.
  process.on('exit', () => child.kill('SIGTERM'));
  return child;
}

/** The chain's origin: the API's TRON_API_URL in demo mode, and the test wallet page at `/`. */
export const demoChainOrigin = (port: number) => `http://127.0.0.1:${port}`;
