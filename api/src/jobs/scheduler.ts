/**
 * Runs the background jobs in the API process, each every `intervalMs` under its lease. Started by
 * main.ts only (tests and CLIs build the app without timers) and stopped before the app closes.
 */
import type { AppContext } from '../context';
import { runWithLease } from './lease';

export interface Job {
  name: string;
  /** How often a process tries to run it; 0 or less: never on a timer (its CLI still runs it). */
  intervalMs: number;
  /** How long one run may hold the lease; longer than the longest run. */
  leaseMs: number;
  run(context: AppContext): Promise<unknown>;
}

export interface Scheduler {
  /** Clears the timers and waits for runs under way. */
  stop(): Promise<void>;
}

/** Runs each job once now and then every `intervalMs`, one run at a time per process; failures are logged, never thrown. */
export function startJobs(
  context: AppContext,
  jobs: readonly Job[],
  log: (message: string, error?: unknown) => void = (message, error) => console.error(message, error ?? ''),
): Scheduler {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  let stopped = false;
  for (const job of jobs) {
    if (job.intervalMs <= 0) continue;
    let busy = false;
    const tick = () => {
      if (busy || stopped) return;
      busy = true;
      const run: Promise<void> = runWithLease(context, job.name, job.leaseMs, () => job.run(context))
        .then(
          () => undefined,
          (error: unknown) => log(`job ${job.name} failed`, error),
        )
        .finally(() => {
          busy = false;
          running.delete(run);
        });
      running.add(run);
    };
    // Timers never keep the process alive: shutdown closes the app and the database, not the jobs.
    timers.push(setTimeout(tick, 0).unref(), setInterval(tick, job.intervalMs).unref());
  }
  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.all(running);
    },
  };
}
