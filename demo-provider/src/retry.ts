/** Retrying wallet calls whose fate is unknown, inline or in the background, stoppable on close. */
import type { WalletAnswer } from './wallet-client';

/** Default pauses between attempts; the last one repeats for as long as retrying goes on. */
export const DEFAULT_RETRY_DELAYS_MS = [250, 1_000, 2_000, 5_000, 15_000, 30_000];

export interface RetryOptions {
  delaysMs: readonly number[];
  /** Stop after this many attempts; unbounded when omitted. */
  maxAttempts?: number;
  /** Told of every attempt that did not get an answer, with its 1-based number. */
  onUnreachable?: (reason: string, attempt: number) => void;
}

/**
 * Retries work that returns a wallet answer while the answer is `unreachable`. The caller
 * repeats the same request body, so the platform's idempotency by transaction id makes every
 * attempt after the first a harmless replay.
 */
export function createRetrier(delaysMs: readonly number[] = DEFAULT_RETRY_DELAYS_MS) {
  const closing = new AbortController();
  const background = new Set<Promise<void>>();

  function pause(attempt: number): Promise<void> {
    const delay = delaysMs[Math.min(attempt - 1, delaysMs.length - 1)] ?? 1_000;
    return new Promise((resolve) => {
      const timer = setTimeout(done, delay);
      function done() {
        clearTimeout(timer);
        closing.signal.removeEventListener('abort', done);
        resolve();
      }
      closing.signal.addEventListener('abort', done, { once: true });
    });
  }

  async function retry<T>(
    attemptOnce: () => Promise<WalletAnswer<T>>,
    options: Omit<RetryOptions, 'delaysMs'> = {},
  ): Promise<WalletAnswer<T>> {
    for (let attempt = 1; ; attempt += 1) {
      const answer = await attemptOnce();
      if (answer.kind !== 'unreachable') return answer;
      options.onUnreachable?.(answer.reason, attempt);
      const lastAttempt = options.maxAttempts !== undefined && attempt >= options.maxAttempts;
      if (lastAttempt || closing.signal.aborted) return answer;
      await pause(attempt);
      if (closing.signal.aborted) return answer;
    }
  }

  return {
    retry,
    /** Runs work that must outlive the page's request (a rollback, a late win); close() stops it. */
    inBackground(work: () => Promise<void>, onError: (error: unknown) => void): void {
      const running: Promise<void> = work()
        .catch(onError)
        .finally(() => background.delete(running));
      background.add(running);
    },
    /** Work still running in the background, for tests and shutdown. */
    get pending(): number {
      return background.size;
    },
    /** Ends pauses at once and waits for background work to return. */
    async close(): Promise<void> {
      closing.abort();
      await Promise.allSettled([...background]);
    },
  };
}

export type Retrier = ReturnType<typeof createRetrier>;
