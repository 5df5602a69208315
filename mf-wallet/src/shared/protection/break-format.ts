/**
 * Cool-off and self-exclusion as the player chooses them: the periods of each kind with their
 * labels, and the end date the confirmation names before the call. The server's breakEnd
 * (api limit-windows.ts) decides the real end from its own clock; this preview follows the same
 * rules (days for cool-off, months of the 北京时间 calendar for exclusion) so the two agree to the minute.
 */
import {
  BREAK_PERIODS,
  fillMessage,
  messages,
  protectionNames,
  type BreakKind,
  type BreakView,
} from 'shared-contracts';
import { shanghaiMinute } from './limit-format';

const text = messages.protection;
const DAY_MS = 24 * 60 * 60 * 1000;
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

export type BreakPeriodOf<K extends BreakKind> = (typeof BREAK_PERIODS)[K][number];
export type AnyBreakPeriod = BreakPeriodOf<'cool_off'> | BreakPeriodOf<'exclusion'>;

const LENGTH: Record<AnyBreakPeriod, { days: number } | { months: number } | null> = {
  '24h': { days: 1 },
  '7d': { days: 7 },
  '30d': { days: 30 },
  '6w': { days: 42 },
  '6m': { months: 6 },
  '1y': { months: 12 },
  '5y': { months: 60 },
  permanent: null,
};

/** Months later on the 北京时间 calendar, same day and time, or a shorter month's last day (as the server counts). */
function addMonths(at: Date, months: number): Date {
  const end = new Date(at.getTime() + SHANGHAI_OFFSET_MS); // its UTC fields read as 北京时间
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return new Date(end.getTime() - SHANGHAI_OFFSET_MS);
}

/**
 * When a break chosen now would end; null for a permanent exclusion.
 * @example breakEndPreview('7d', new Date('2026-01-01T00:00:00Z')) // 2026-01-08T00:00:00.000Z
 */
export function breakEndPreview(period: AnyBreakPeriod, now: Date): Date | null {
  const length = LENGTH[period];
  if (length === null) return null;
  return 'days' in length ? new Date(now.getTime() + length.days * DAY_MS) : addMonths(now, length.months);
}

/** 冷静期 or 自我排除. */
export const breakName = (kind: BreakKind) => protectionNames[kind];

/** The confirmation's end line for a period chosen now: the end date, or that it is permanent. */
export function confirmEndText(period: AnyBreakPeriod, now: Date): string {
  const end = breakEndPreview(period, now);
  if (end === null) return text.confirmPermanent;
  return fillMessage(text.confirmUntil, { until: shanghaiMinute(end.toISOString()) });
}

/** After the call: the end date the server answered, or that it is permanent. */
export function startedText(started: Pick<BreakView, 'until'>): string {
  return started.until === null
    ? text.startedPermanent
    : fillMessage(text.startedUntil, { until: shanghaiMinute(started.until) });
}
