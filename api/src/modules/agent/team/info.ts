/**
 * /Agent (POST broker/info): the agent's invite code and upline, the team's size and today's
 * joiners, direct players and agents, today's estimate, yesterday's commission and the totals.
 * Every figure is one indexed count or key read (a team of 100,000 answers in milliseconds).
 */
import { COMMISSION_STATUS, formatUsdt, microUsdt, type AgentInfoResult } from 'shared-contracts';
import type { AppContext } from '../../../context';
import { UnauthorizedError } from '../../../errors';
import { formatShanghaiTime, shanghaiDate, shanghaiMidnightUtc } from '../../../shanghai-time';
import { addDays } from '../../../record-period';
import { sumCommissionsByStatus } from '../commission/income-store';
import {
  countDirectMembers,
  countTeam,
  countTeamJoined,
  selectAgentPlayer,
  selectCommission,
  selectDayStatus,
  selectEstimate,
} from './info-store';
import { commissionSettings } from '../claims/settings';

const usdt = (amount: number | undefined) => formatUsdt(microUsdt(amount ?? 0));

/** Yesterday's commission: the settled row once the day is settled, until then the job's estimate. */
async function yesterdayCommission(context: AppContext, agentId: number, yesterday: string) {
  const { db } = context;
  const [status, settled, estimate] = await Promise.all([
    selectDayStatus(db, yesterday),
    selectCommission(db, agentId, yesterday),
    selectEstimate(db, agentId, yesterday),
  ]);
  if (status === 'settled') return { amount: settled?.amount ?? 0, settled: true };
  return { amount: estimate?.amount ?? 0, settled: false };
}

/** The numbers of /Agent for the player of the token. */
export async function agentInfo(context: AppContext, agentId: number): Promise<AgentInfoResult> {
  const { db } = context;
  const today = shanghaiDate(context.now());
  const todayFrom = shanghaiMidnightUtc(today).toISOString();
  const tomorrowFrom = shanghaiMidnightUtc(addDays(today, 1)).toISOString();
  const [player, teamSize, teamNew, direct, estimate, yesterday, totals, settings] = await Promise.all([
    selectAgentPlayer(db, agentId),
    countTeam(db, agentId),
    countTeamJoined(db, agentId, todayFrom, tomorrowFrom),
    countDirectMembers(db, agentId, todayFrom),
    selectEstimate(db, agentId, today),
    yesterdayCommission(context, agentId, addDays(today, -1)),
    sumCommissionsByStatus(db, agentId),
    commissionSettings(db),
  ]);
  // A session whose player is gone is as good as no session.
  if (!player) throw new UnauthorizedError();
  const total = [...totals.values()].reduce((sum, amount) => sum + amount, 0);
  return {
    player_id: player.id,
    invite_code: player.invite_code,
    inviter_id: player.inviter_id,
    team_size: teamSize,
    team_new_today: teamNew,
    direct_players: direct.members - direct.agents,
    direct_players_new_today: direct.newMembers - direct.newAgents,
    direct_agents: direct.agents,
    direct_agents_new_today: direct.newAgents,
    today_team_performance: usdt(estimate?.team_performance),
    today_direct_performance: usdt(estimate?.direct_performance),
    today_estimated_commission: usdt(estimate?.amount),
    today_updated_at: estimate ? formatShanghaiTime(estimate.computed_at) : null,
    yesterday_commission: usdt(yesterday.amount),
    yesterday_settled: yesterday.settled,
    total_commission: usdt(total),
    unclaimed_commission: usdt(totals.get(COMMISSION_STATUS.unclaimed)),
    claim_min: formatUsdt(settings.claimMin),
  };
}
