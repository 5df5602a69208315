import { describe, expect, it } from 'vitest';
import { formatCountdown, remainingMs } from './countdown';

const at = (iso: string) => Date.parse(iso);

describe('remainingMs', () => {
  it('counts down to expires_at', () => {
    expect(remainingMs('2026-01-01T00:15:00.000Z', at('2026-01-01T00:00:00Z'))).toBe(900_000);
    expect(remainingMs('2026-01-01T00:15:00.000Z', at('2026-01-01T00:14:59.250Z'))).toBe(750);
  });

  it('stops at 0 once the time is up', () => {
    expect(remainingMs('2026-01-01T00:15:00Z', at('2026-01-01T00:15:00Z'))).toBe(0);
    expect(remainingMs('2026-01-01T00:15:00Z', at('2026-01-01T01:00:00Z'))).toBe(0);
  });

  it('treats a date it cannot read as expired', () => {
    expect(remainingMs('not a date', at('2026-01-01T00:00:00Z'))).toBe(0);
  });
});

describe('formatCountdown', () => {
  it('shows mm:ss', () => {
    expect(formatCountdown(900_000)).toBe('15:00');
    expect(formatCountdown(61_000)).toBe('01:01');
    expect(formatCountdown(5_000)).toBe('00:05');
  });

  it('rounds up, so 00:00 means the time is really up', () => {
    expect(formatCountdown(750)).toBe('00:01');
    expect(formatCountdown(59_001)).toBe('01:00');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5)).toBe('00:00');
  });

  it('lets minutes pass 59', () => {
    expect(formatCountdown(90 * 60_000)).toBe('90:00');
  });
});
