/**
 * The periods of /lowerList (全部 / 今天 / 昨天 / 本周 / 本月) as Asia/Shanghai days: the settled and
 * estimated rows are kept by day, the tree's join times by instant, so a period gives both.
 */
import type { AgentPeriod } from 'shared-contracts';
import { shanghaiDate, shanghaiMidnightUtc } from '../../../shanghai-time';
import { addDays } from '../../../record-period';

/** Days from `startDate` (null: from the beginning) to `endDate`, both included, and the instants bounding them. */
export interface AgentDays {
  period: AgentPeriod;
  startDate: string | null;
  endDate: string;
  /** fromUtc ≤ t < toUtc; fromUtc null for 全部. */
  fromUtc: string | null;
  toUtc: string;
}

/** Monday of the week of `date` (weeks start on Monday, as in China). */
function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00.000Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

const STARTS: Record<AgentPeriod, (today: string) => [string | null, string]> = {
  all: (today) => [null, today],
  today: (today) => [today, today],
  yesterday: (today) => [addDays(today, -1), addDays(today, -1)],
  week: (today) => [mondayOf(today), today],
  month: (today) => [`${today.slice(0, 7)}-01`, today],
};

/**
 * The days a period covers at `now`.
 * @example agentDays('week', new Date('2026-03-11T04:00:00Z')) // Wednesday: { startDate: '2026-03-09', endDate: '2026-03-11', … }
 */
export function agentDays(period: AgentPeriod, now: Date): AgentDays {
  const [startDate, endDate] = STARTS[period](shanghaiDate(now));
  return {
    period,
    startDate,
    endDate,
    fromUtc: startDate === null ? null : shanghaiMidnightUtc(startDate).toISOString(),
    toUtc: shanghaiMidnightUtc(addDays(endDate, 1)).toISOString(),
  };
}
