/**
 * Cool-off and self-exclusion as the player chooses them: the periods of each kind with their
 * labels, and the end date the confirmation names before the call: shared-contracts' breakEnd, the
 * rule the server decides the real end with (from its own clock, so the two can differ by a minute).
 */
import {
  BREAK_PERIODS,
  breakEnd,
  fillMessage,
  messages,
  protectionNames,
  type BreakKind,
  type BreakView,
} from 'shared-contracts';
import { shanghaiMinute } from './limit-format';

const text = messages.protection;

export type BreakPeriodOf<K extends BreakKind> = (typeof BREAK_PERIODS)[K][number];
export type AnyBreakPeriod = BreakPeriodOf<'cool_off'> | BreakPeriodOf<'exclusion'>;

/**
 * When a break chosen now would end; null for a permanent exclusion.
 * @example breakEndPreview('7d', new Date('2026-01-01T00:00:00Z')) // 2026-01-08T00:00:00.000Z
 */
export function breakEndPreview(period: AnyBreakPeriod, now: Date): Date | null {
  const kind: BreakKind = (BREAK_PERIODS.cool_off as readonly string[]).includes(period) ? 'cool_off' : 'exclusion';
  return breakEnd(kind, period, now);
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
