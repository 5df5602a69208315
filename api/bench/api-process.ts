/**
 * The API as its own process for benches that load it over HTTP, so the load generator (this
 * process) and the server each get a CPU instead of sharing one event loop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface ApiProcess {
  url: string;
  /** The process id, for reading what the process used (process-usage.ts). */
  pid: number;
  stop(): Promise<void>;
}

/** The API (or another server script of api/, such as the bench's hello-world) as a process of its own. */
export async function startApiProcess(env: Record<string, string>, script = 'src/main.ts'): Promise<ApiProcess> {
  const port = await freePort();
  // BENCH_CPU_PROF=<dir>: the API writes a CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, '--import', 'tsx', script], {
    cwd: path.join(import.meta.dirname, '..'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, API_PORT: String(port), SEED_DEMO: '0' },
  });
  const stopOnExit = () => child.kill('SIGKILL');
  process.on('exit', stopOnExit);
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (attempt > 200) throw new Error('the API did not become healthy');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      process.off('exit', stopOnExit);
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
