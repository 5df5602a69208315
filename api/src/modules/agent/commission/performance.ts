/**
 * 下级列表's summary (POST broker/superior/performance): the team, its joiners, and the team and
 * direct performance and commission of the period's days (settled as paid, the rest estimated).
 */
import { formatUsdt, type AgentPerformanceResult, type AgentPeriod } from 'shared-contracts';
import type { AppContext } from '../../../context';
import { agentFiguresOverDays, NO_FIGURES } from './figures';
import { countTeam, countTeamJoined } from '../team/info-store';
import { agentDays } from '../team/periods';

/** The agent's figures for a period of /lowerList. */
export async function agentPerformance(
  context: AppContext,
  agentId: number,
  period: AgentPeriod,
): Promise<AgentPerformanceResult> {
  const { db } = context;
  const days = agentDays(period, context.now());
  const [teamSize, joined, figures] = await Promise.all([
    countTeam(db, agentId),
    // 全部: everyone in the team joined within it.
    days.fromUtc === null ? null : countTeamJoined(db, agentId, days.fromUtc, days.toUtc),
    agentFiguresOverDays(db, [agentId], days),
  ]);
  const mine = figures.get(agentId) ?? NO_FIGURES;
  return {
    period,
    start_date: days.startDate,
    end_date: days.endDate,
    team_size: teamSize,
    new_members: joined ?? teamSize,
    team_performance: formatUsdt(mine.team),
    direct_performance: formatUsdt(mine.direct),
    commission: formatUsdt(mine.commission),
  };
}
