/** Routes of the agent's team, player side: /Agent (info) and /lowerList's members (list, detail). */
import {
  agentInfoResultSchema,
  agentMemberDetailRequestSchema,
  agentMemberDetailResultSchema,
  agentMembersQuerySchema,
  agentMembersResultSchema,
  apiPaths,
} from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { agentInfo } from './info';
import { agentMemberDetail, agentMembers } from './members';

export function agentTeamRoutes(): RouteDefinition[] {
  const player = { tag: 'agent', audience: 'player' as const, method: 'POST' as const };
  return [
    defineRoute({
      ...player,
      path: apiPaths.agent.info,
      summary:
        '代理：邀请码、上级、团队人数与今日新增、直属玩家与直属代理、今日业绩与预估佣金、昨日佣金、累计与未领取佣金',
      result: agentInfoResultSchema,
      handle: ({ subject, context }) => agentInfo(context, subject.id),
    }),
    defineRoute({
      ...player,
      method: 'GET',
      path: apiPaths.agent.performanceList,
      summary: '下级列表：直属下级（新的在前，游标翻页）或按ID查找团队成员，含团队人数与期间业绩',
      input: agentMembersQuerySchema,
      result: agentMembersResultSchema,
      handle: ({ input, subject, context }) => agentMembers(context, subject.id, input),
    }),
    defineRoute({
      ...player,
      path: apiPaths.agent.performanceDetail,
      summary: '成员业绩：团队成员期间内按游戏类型的个人业绩与团队业绩',
      input: agentMemberDetailRequestSchema,
      result: agentMemberDetailResultSchema,
      handle: ({ input, subject, context }) => agentMemberDetail(context, subject.id, input),
    }),
  ];
}
