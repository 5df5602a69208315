/** What every AttemptCounter does, run against the memory one and (with TEST_REDIS_URL) the Redis one. */
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import type { AttemptCounter } from '../attempt-counter';
import type { Limit } from '../config';

export function attemptCounterContract(create: (limit: Limit) => AttemptCounter): void {
  // Keys differ per run: a shared Redis keeps what earlier runs left within the window.
  const key = (name: string) => `${name}-${randomBytes(4).toString('hex')}`;

  it('takes max attempts within the window, refuses more without counting them, frees the key as they age out', async () => {
    const counter = create({ max: 3, timeWindowMs: 1000 });
    const alice = key('alice');
    for (const at of [0, 100, 200]) {
      expect(await counter.isBlocked(alice, at)).toBe(false);
      expect(await counter.take(alice, at)).toEqual({ allowed: true });
    }
    expect(await counter.isBlocked(alice, 300)).toBe(true);
    expect(await counter.take(alice, 300)).toEqual({ allowed: false });
    expect(await counter.take(key('bob'), 300)).toEqual({ allowed: true });
    // The attempt at 0 leaves the window at 1000; the refused one at 300 was never counted.
    expect(await counter.take(alice, 1000)).toEqual({ allowed: true });
    expect(await counter.take(alice, 1001)).toEqual({ allowed: false });
  });

  it('lets exactly max of many attempts taken at once through', async () => {
    const counter = create({ max: 10, timeWindowMs: 60_000 });
    const carol = key('carol');
    const taken = await Promise.all(Array.from({ length: 30 }, () => counter.take(carol, 5)));
    expect(taken.filter((attempt) => attempt.allowed)).toHaveLength(10);
  });

  it('forgets a key that is cleared', async () => {
    const counter = create({ max: 1, timeWindowMs: 1000 });
    const dave = key('dave');
    await counter.take(dave, 0);
    expect(await counter.isBlocked(dave, 1)).toBe(true);
    await counter.clear(dave);
    expect(await counter.isBlocked(dave, 2)).toBe(false);
  });

  it('gives back one attempt taken at a time, leaving the others counted', async () => {
    const counter = create({ max: 2, timeWindowMs: 1000 });
    const erin = key('erin');
    await counter.take(erin, 10);
    await counter.take(erin, 20);
    expect(await counter.isBlocked(erin, 30)).toBe(true);
    await counter.release(erin, 20);
    expect(await counter.isBlocked(erin, 30)).toBe(false);
    await counter.release(erin, 99);
    expect(await counter.take(erin, 40)).toEqual({ allowed: true });
    expect(await counter.take(erin, 50)).toEqual({ allowed: false });
  });
}
