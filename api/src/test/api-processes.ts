/** Real API processes for tests that need more than one (shared counters): started, awaited, stopped. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface ApiProcess {
  url: string;
  stop(): Promise<void>;
}

/** A port nobody listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts `node --import tsx src/main.ts` with exactly `env` beside PATH (nothing else of the test
 * runner's environment leaks in) and resolves once /api/health answers. If the test process
 * goes, the API goes with it.
 */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { PATH: process.env.PATH ?? '', ...env, API_PORT: String(port) },
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    process.off('exit', killOnExit);
    await stopChild(child);
  };
  // Generous: a cold tsx start on a machine busy with other suites can take a while.
  for (const started = Date.now(); Date.now() - started < 60_000;) {
    if (child.exitCode !== null) break;
    const health = await fetch(`${url}/api/health`).catch(() => undefined);
    if (health?.ok) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the API did not start on port ${port}: ${stderr.slice(-2000)}`);
}
