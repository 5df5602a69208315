/**
 * When a cool-off or self-exclusion ends: days for a cool-off, months of the 北京时间 calendar for an
 * exclusion (the dates players see), clamped at a shorter month's end. The server decides with it; the
 * wallet's confirmation previews with it, so both name the same end.
 */
import type { BreakKind } from './protection';

const DAY_MS = 24 * 60 * 60 * 1000;
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Months later on the 北京时间 calendar: same day and time, or a shorter month's last day. */
export function addShanghaiMonths(at: Date, months: number): Date {
  const end = new Date(at.getTime() + SHANGHAI_OFFSET_MS); // its UTC fields read as 北京时间
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return new Date(end.getTime() - SHANGHAI_OFFSET_MS);
}

const BREAK_LENGTH: Readonly<Record<string, { days: number } | { months: number }>> = {
  '24h': { days: 1 },
  '7d': { days: 7 },
  '30d': { days: 30 },
  '6w': { days: 42 },
  '6m': { months: 6 },
  '1y': { months: 12 },
  '5y': { months: 60 },
};

/**
 * When a break that starts at `start` ends; null for a permanent exclusion.
 * @example breakEnd('cool_off', '7d', new Date('2026-01-01T00:00:00Z')) // 2026-01-08T00:00:00.000Z
 */
export function breakEnd(kind: BreakKind, period: string, start: Date): Date | null {
  if (kind === 'exclusion' && period === 'permanent') return null;
  const length = BREAK_LENGTH[period];
  if (!length) throw new Error(`unknown break period ${period}`);
  return 'months' in length
    ? addShanghaiMonths(start, length.months)
    : new Date(start.getTime() + length.days * DAY_MS);
}
