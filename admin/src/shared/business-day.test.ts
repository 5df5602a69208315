import { describe, expect, it } from 'vitest';
import { shanghaiDayOf, shanghaiWallTime } from './business-day';

describe('shanghaiDayOf', () => {
  it('counts days in Beijing time, across months and years', () => {
    expect(shanghaiDayOf(new Date('2026-11-25T15:59:59Z'))).toBe('2026-11-25');
    expect(shanghaiDayOf(new Date('2026-11-25T16:00:00Z'))).toBe('2026-11-26');
    expect(shanghaiDayOf(new Date('2026-11-25T17:00:00Z'), 1)).toBe('2026-11-27');
    expect(shanghaiDayOf(new Date('2026-12-31T04:00:00Z'), 1)).toBe('2027-01-01');
    expect(shanghaiDayOf(new Date('2026-03-01T04:00:00Z'), -1)).toBe('2026-02-28');
  });

  it('writes Beijing wall times as the API writes promotion periods', () => {
    expect(shanghaiWallTime(new Date('2026-11-25T16:00:00Z'))).toBe('2026-11-26 00:00:00');
    expect(shanghaiWallTime(new Date('2026-11-25T15:59:59Z'))).toBe('2026-11-25 23:59:59');
  });
});
