import { describe, expect, it } from 'vitest';
import { newestWins } from './newest-wins';

/** A call that settles only when told to, or rejects as the HostApi does when its signal aborts. */
function pendingCall(signals: AbortSignal[]) {
  let answer: (value: string) => void = () => undefined;
  const call = (signal: AbortSignal) => {
    signals.push(signal);
    return new Promise<string>((resolve, reject) => {
      answer = resolve;
      signal.addEventListener('abort', () => reject(new Error('cancelled')));
    });
  };
  return { call, answer: (value: string) => answer(value) };
}

describe('newest wins', () => {
  it('aborts the running call when a new one starts, and only that one', async () => {
    const signals: AbortSignal[] = [];
    const run = newestWins();
    const first = pendingCall(signals);
    const firstResult = run(first.call);
    const second = pendingCall(signals);
    const secondResult = run(second.call);
    await expect(firstResult).rejects.toThrow('cancelled');
    second.answer('second');
    expect(await secondResult).toBe('second');
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
  });

  it('aborts nothing once the earlier call has finished', async () => {
    const signals: AbortSignal[] = [];
    const run = newestWins();
    const first = pendingCall(signals);
    const firstResult = run(first.call);
    first.answer('first');
    expect(await firstResult).toBe('first');
    void run(pendingCall(signals).call).catch(() => undefined);
    expect(signals[0]!.aborted).toBe(false);
  });

  it('keeps separate runners apart', () => {
    const signals: AbortSignal[] = [];
    void newestWins()(pendingCall(signals).call);
    void newestWins()(pendingCall(signals).call);
    expect(signals.map((signal) => signal.aborted)).toEqual([false, false]);
  });
});
