import type { RechargeOrder } from 'shared-contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startOrderPolling } from './order-poller';

const answer = { order_id: 'R1', status: 'open' } as RechargeOrder;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('startOrderPolling', () => {
  it('asks at once, then 3 s after each answer', async () => {
    const fetchOrder = vi.fn(async () => answer);
    const onAnswer = vi.fn();
    const stop = startOrderPolling(fetchOrder, onAnswer);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchOrder).toHaveBeenCalledTimes(1);
    expect(onAnswer).toHaveBeenCalledWith(answer);
    await vi.advanceTimersByTimeAsync(2999);
    expect(fetchOrder).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchOrder).toHaveBeenCalledTimes(2);
    stop();
  });

  it('asks nothing more once stopped, and aborts the request in flight', async () => {
    let signal: AbortSignal | undefined;
    const fetchOrder = vi.fn((given: AbortSignal) => {
      signal = given;
      return new Promise<RechargeOrder>(() => {});
    });
    const stop = startOrderPolling(fetchOrder, () => {});
    stop();
    expect(signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchOrder).toHaveBeenCalledTimes(1);
  });

  it('drops an answer that arrives after stop', async () => {
    let resolve: (order: RechargeOrder) => void = () => {};
    const onAnswer = vi.fn();
    const stop = startOrderPolling(() => new Promise((done) => (resolve = done)), onAnswer);
    stop();
    resolve(answer);
    await vi.advanceTimersByTimeAsync(0);
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('waits longer after failures and returns to 3 s after an answer', async () => {
    const outcomes = [false, false, true, true];
    const fetchOrder = vi.fn(async () => {
      if (!outcomes.shift()) throw new Error('offline');
      return answer;
    });
    const stop = startOrderPolling(fetchOrder, () => {});
    await vi.advanceTimersByTimeAsync(0); // fails
    await vi.advanceTimersByTimeAsync(6000); // second, fails
    expect(fetchOrder).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(11_999);
    expect(fetchOrder).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1); // third, answers
    expect(fetchOrder).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetchOrder).toHaveBeenCalledTimes(4);
    stop();
  });
});
