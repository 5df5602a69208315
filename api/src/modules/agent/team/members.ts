/**
 * 下级列表 (GET broker/superior/performance/list) and a member's performance by category
 * (POST …/detail). An agent sees their own team only: a player outside it is answered exactly
 * as an id that does not exist, so no one learns who else plays.
 */
import {
  apiMessages,
  formatUsdt,
  microUsdt,
  type AgentMember,
  type AgentMemberDetailResult,
  type AgentMembersResult,
  type AgentPeriod,
} from 'shared-contracts';
import type { AppContext } from '../../../context';
import { refuse } from '../../../errors';
import { formatShanghaiTime } from '../../../shanghai-time';
import { decodeCursor, pageOf } from '../../../keyset-cursor';
import { agentFiguresOverDays, NO_FIGURES, teamByCategoryOverDays, type DayRange } from '../commission/figures';
import { countTeams, selectDirectMembers, selectTeamMember, sumOwnStakeByCategory, sumOwnStakes } from './member-store';
import { agentDays } from './periods';

export interface MembersInput {
  period: AgentPeriod;
  member_id?: number | undefined;
  cursor?: string | undefined;
  size: number;
}

interface Placed {
  id: number;
  joinedAt: string;
  level: number;
}

/** The rows of members: each one's team size and own plus team performance, three queries for the lot. */
async function memberRows(context: AppContext, members: Placed[], days: DayRange): Promise<AgentMember[]> {
  const ids = members.map((member) => member.id);
  const [sizes, own, figures] = await Promise.all([
    countTeams(context.db, ids),
    sumOwnStakes(context.db, ids, days),
    agentFiguresOverDays(context.db, ids, days),
  ]);
  return members.map((member) => ({
    member_id: member.id,
    joined_at: formatShanghaiTime(member.joinedAt),
    level: member.level,
    team_size: sizes.get(member.id) ?? 0,
    performance: formatUsdt(microUsdt((own.get(member.id) ?? 0) + (figures.get(member.id) ?? NO_FIGURES).team)),
  }));
}

/** The member's place in the agent's team, or undefined when they are not in it (or do not exist). */
async function placeInTeam(context: AppContext, agentId: number, memberId: number): Promise<Placed | undefined> {
  const row = await selectTeamMember(context.db, agentId, memberId);
  return row && { id: memberId, joinedAt: row.joined_at, level: row.depth };
}

/** Direct members newest first, a page at a time; or, with `member_id`, that member if in the team. */
export async function agentMembers(
  context: AppContext,
  agentId: number,
  input: MembersInput,
): Promise<AgentMembersResult> {
  const days = agentDays(input.period, context.now());
  if (input.member_id !== undefined) {
    const found = await placeInTeam(context, agentId, input.member_id);
    const items = found ? await memberRows(context, [found], days) : [];
    return { period: input.period, items, next_cursor: null };
  }
  const after = decodeCursor(input.cursor);
  const rows = await selectDirectMembers(context.db, agentId, after, input.size + 1);
  const { list, next_cursor } = pageOf(rows, input.size, (row) => ({ at: row.created_at, id: row.id }));
  const placed = list.map((row) => ({ id: row.id, joinedAt: row.created_at, level: 1 }));
  return { period: input.period, items: await memberRows(context, placed, days), next_cursor };
}

/**
 * A team member's own and team performance per game category over the period.
 * @throws DomainError (该成员不在您的团队中) for anyone outside the agent's team, existing or not
 */
export async function agentMemberDetail(
  context: AppContext,
  agentId: number,
  input: { member_id: number; period: AgentPeriod },
): Promise<AgentMemberDetailResult> {
  const member = await placeInTeam(context, agentId, input.member_id);
  if (!member) throw refuse(apiMessages.agentMemberNotFound);
  const days = agentDays(input.period, context.now());
  const [sizes, own, team, figures] = await Promise.all([
    countTeams(context.db, [member.id]),
    sumOwnStakeByCategory(context.db, member.id, days),
    teamByCategoryOverDays(context.db, member.id, days),
    agentFiguresOverDays(context.db, [member.id], days),
  ]);
  const categories = [...new Set([...own.keys(), ...team.keys()])].sort((a, b) => a - b);
  const ownTotal = [...own.values()].reduce((sum, stake) => sum + stake, 0);
  return {
    member_id: member.id,
    joined_at: formatShanghaiTime(member.joinedAt),
    level: member.level,
    team_size: sizes.get(member.id) ?? 0,
    period: input.period,
    categories: categories.map((gameTypeId) => ({
      game_type_id: gameTypeId,
      own_performance: formatUsdt(microUsdt(own.get(gameTypeId) ?? 0)),
      team_performance: formatUsdt(team.get(gameTypeId) ?? microUsdt(0)),
    })),
    own_performance: formatUsdt(microUsdt(ownTotal)),
    team_performance: formatUsdt((figures.get(member.id) ?? NO_FIGURES).team),
  };
}
