/** The popup's poll loop, apart from React: ask now, then again 3 s after each answer, until stopped. */
import type { RechargeOrder } from 'shared-contracts';
import { nextPollDelay } from './order-outcome';

export type FetchOrder = (signal: AbortSignal) => Promise<RechargeOrder>;

/**
 * Starts polling; returns stop(), which aborts the request in flight and schedules nothing more.
 * One request at a time: the next waits for the answer (a slow network never piles them up).
 */
export function startOrderPolling(fetchOrder: FetchOrder, onAnswer: (order: RechargeOrder) => void): () => void {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  const poll = async () => {
    try {
      const answer = await fetchOrder(controller.signal);
      failures = 0;
      if (!controller.signal.aborted) onAnswer(answer);
    } catch {
      failures += 1;
    }
    if (!controller.signal.aborted) timer = setTimeout(() => void poll(), nextPollDelay(failures));
  };
  void poll();
  return () => {
    controller.abort();
    clearTimeout(timer);
  };
}
