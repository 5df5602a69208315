import { describe, expect, it } from 'vitest';
import { FailureCounter } from './failure-counter';

describe('FailureCounter', () => {
  it('blocks a key after max failures within the window and frees it once they age out', () => {
    const counter = new FailureCounter({ max: 3, timeWindowMs: 1000 });
    for (const at of [0, 100, 200]) {
      expect(counter.isBlocked('alice', at)).toBe(false);
      counter.record('alice', at);
    }
    expect(counter.isBlocked('alice', 300)).toBe(true);
    expect(counter.isBlocked('bob', 300)).toBe(false);
    expect(counter.isBlocked('alice', 1000)).toBe(false);
  });

  it('forgets a key that is cleared', () => {
    const counter = new FailureCounter({ max: 1, timeWindowMs: 1000 });
    counter.record('alice', 0);
    expect(counter.isBlocked('alice', 1)).toBe(true);
    counter.clear('alice');
    expect(counter.isBlocked('alice', 2)).toBe(false);
  });
});
