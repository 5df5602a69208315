import { describe, expect, it } from 'vitest';
import { FIRST_TIME_REPEAT_MS, shouldShowFirstTime } from './popup-rules';

const NOW = 1_800_000_000_000;

describe('first-time popup rule', () => {
  it('shows on a first visit and when the stored time is unreadable', () => {
    expect(shouldShowFirstTime(null, null, NOW)).toBe(true);
    expect(shouldShowFirstTime('yesterday', null, NOW)).toBe(true);
  });

  it('waits 24 h after the last display', () => {
    expect(shouldShowFirstTime(String(NOW - 1000), null, NOW)).toBe(false);
    expect(shouldShowFirstTime(String(NOW - FIRST_TIME_REPEAT_MS + 1), null, NOW)).toBe(false);
    expect(shouldShowFirstTime(String(NOW - FIRST_TIME_REPEAT_MS), null, NOW)).toBe(true);
  });

  it('never shows after 不再提示, and shows despite a time far in the future', () => {
    expect(shouldShowFirstTime(null, 'false', NOW)).toBe(false);
    expect(shouldShowFirstTime(String(NOW + 2 * FIRST_TIME_REPEAT_MS), null, NOW)).toBe(true);
  });
});
