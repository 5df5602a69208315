import { randomInt } from 'node:crypto';
import { microUsdt, writeUsdt } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { dayWindow, shiftDay } from './days';
import { drawLuckyAmount } from './lucky-money';

describe('drawLuckyAmount', () => {
  const min = microUsdt(100_000);
  const max = microUsdt(8_880_000);
  it('draws whole cents from min to max, both ends included', () => {
    expect(drawLuckyAmount(min, max, (from) => from)).toBe(100_000);
    expect(drawLuckyAmount(min, max, (_from, to) => to - 1)).toBe(8_880_000);
    for (let draw = 0; draw < 200; draw += 1) {
      const amount = drawLuckyAmount(min, max, randomInt);
      expect(amount).toBeGreaterThanOrEqual(min);
      expect(amount).toBeLessThanOrEqual(max);
      expect(amount % 10_000).toBe(0);
    }
  });
  it('keeps inside bounds that are not whole cents, and pays min when no cent fits', () => {
    expect(drawLuckyAmount(microUsdt(105_000), microUsdt(119_999), (from) => from)).toBe(110_000);
    expect(drawLuckyAmount(microUsdt(105_000), microUsdt(119_999), (_from, to) => to - 1)).toBe(110_000);
    expect(drawLuckyAmount(microUsdt(101_000), microUsdt(109_000), randomInt)).toBe(101_000);
  });
});

describe('reward texts and days', () => {
  it('shows two places, cut toward zero', () => {
    expect(writeUsdt(microUsdt(8_889_999), { places: 2 })).toBe('8.88');
    expect(writeUsdt(microUsdt(100_000), { places: 2 })).toBe('0.10');
    expect(writeUsdt(microUsdt(888_000_000), { places: 2 })).toBe('888.00');
  });
  it('turns the day at 00:00 Asia/Shanghai (16:00 UTC)', () => {
    expect(dayWindow(new Date('2026-11-25T15:59:59.999Z')).key).toBe('2026-11-25');
    expect(dayWindow(new Date('2026-11-25T16:00:00.000Z'))).toEqual({
      key: '2026-11-26',
      startsAt: '2026-11-25T16:00:00.000Z',
      endsAt: '2026-11-26T16:00:00.000Z',
    });
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
  });
});
