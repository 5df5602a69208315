import { describe, expect, it } from 'vitest';
import { formatShanghaiTime, shanghaiDaysUtc } from './shanghai-time';

describe('formatShanghaiTime', () => {
  it('shows UTC+8 wall time, crossing the date line of the day', () => {
    expect(formatShanghaiTime('2026-01-01T16:30:05.999Z')).toBe('2026-01-02 00:30:05');
    expect(formatShanghaiTime(new Date('2026-07-01T00:00:00Z'))).toBe('2026-07-01 08:00:00');
    expect(formatShanghaiTime('2025-12-31T15:59:59Z')).toBe('2025-12-31 23:59:59');
  });
  it('refuses text that is no instant', () => {
    expect(() => formatShanghaiTime('yesterday')).toThrow(RangeError);
  });
});

describe('shanghaiDaysUtc', () => {
  it('bounds whole Beijing days, the end day included, either side open', () => {
    expect(shanghaiDaysUtc('2026-01-02', '2026-01-03')).toEqual({
      fromUtc: '2026-01-01T16:00:00.000Z',
      beforeUtc: '2026-01-03T16:00:00.000Z',
    });
    expect(shanghaiDaysUtc(undefined, '2026-01-02')).toEqual({ beforeUtc: '2026-01-02T16:00:00.000Z' });
    expect(shanghaiDaysUtc(undefined, undefined)).toEqual({});
  });
  it('answers null for an end before the start', () => {
    expect(shanghaiDaysUtc('2026-01-03', '2026-01-02')).toBeNull();
  });
});
