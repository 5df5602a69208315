import { BREAK_PERIODS } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { breakEndPreview, confirmEndText, startedText } from './break-format';

const at = (iso: string) => new Date(iso);

describe('breakEndPreview', () => {
  it('adds whole days for a cool-off', () => {
    const now = at('2026-01-01T10:15:00Z');
    expect(breakEndPreview('24h', now)?.toISOString()).toBe('2026-01-02T10:15:00.000Z');
    expect(breakEndPreview('7d', now)?.toISOString()).toBe('2026-01-08T10:15:00.000Z');
    expect(breakEndPreview('30d', now)?.toISOString()).toBe('2026-01-31T10:15:00.000Z');
    expect(breakEndPreview('6w', now)?.toISOString()).toBe('2026-02-12T10:15:00.000Z');
  });

  it('adds months of the 北京时间 calendar for an exclusion, to the last day of a shorter month', () => {
    expect(breakEndPreview('6m', at('2026-08-31T12:00:00Z'))?.toISOString()).toBe('2027-02-28T12:00:00.000Z');
    expect(breakEndPreview('1y', at('2028-02-29T00:00:00Z'))?.toISOString()).toBe('2029-02-28T00:00:00.000Z');
    expect(breakEndPreview('5y', at('2026-03-15T08:00:00Z'))?.toISOString()).toBe('2031-03-15T08:00:00.000Z');
    // 2026-12-30 17:00 UTC is 12-31 01:00 北京时间: six months later June has no 31st, so 06-30 01:00
    // 北京时间 (06-29 17:00 UTC), where UTC months would give 06-30 17:00 UTC.
    expect(breakEndPreview('6m', at('2026-12-30T17:00:00Z'))?.toISOString()).toBe('2027-06-29T17:00:00.000Z');
  });

  it('has no end for a permanent exclusion, and an end for every other period', () => {
    expect(breakEndPreview('permanent', at('2026-01-01T00:00:00Z'))).toBeNull();
    for (const period of [...BREAK_PERIODS.cool_off, ...BREAK_PERIODS.exclusion].filter((p) => p !== 'permanent'))
      expect(breakEndPreview(period, at('2026-01-01T00:00:00Z'))).toBeInstanceOf(Date);
  });
});

describe('confirmEndText and startedText', () => {
  it('name the end in 北京时间', () => {
    expect(confirmEndText('24h', at('2026-01-01T16:30:00Z'))).toBe('2026-01-03 00:30 结束（北京时间）');
    expect(startedText({ until: '2026-01-02T16:30:00.000Z' })).toBe('至 2026-01-03 00:30（北京时间）前您将无法登录。');
  });

  it('say when an exclusion is permanent', () => {
    expect(confirmEndText('permanent', at('2026-01-01T00:00:00Z'))).toBe('永久有效，不会自动结束');
    expect(startedText({ until: null })).toContain('永久');
  });
});
