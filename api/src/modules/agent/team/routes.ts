/** Routes of the agent screens' reads: /Agent (info, template), /lowerList (performance, list, detail), /income (log). */
import {
  agentInfoResultSchema,
  agentLogRequestSchema,
  agentLogResultSchema,
  agentMemberDetailRequestSchema,
  agentMemberDetailResultSchema,
  agentMembersQuerySchema,
  agentMembersResultSchema,
  agentPerformanceRequestSchema,
  agentPerformanceResultSchema,
  agentTemplateResultSchema,
  apiPaths,
} from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { agentLog } from './income';
import { agentInfo } from './info';
import { agentMemberDetail, agentMembers } from './members';
import { agentPerformance } from './performance';
import { agentTemplate } from './template-view';

export function agentRoutes(): RouteDefinition[] {
  const player = { tag: 'agent', audience: 'player' as const, method: 'POST' as const };
  return [
    defineRoute({
      ...player,
      path: apiPaths.agent.template,
      summary: '返佣比例：今日生效的返佣模板（各游戏类型按团队业绩分档，万分之）及已排定的下一版本',
      result: agentTemplateResultSchema,
      handle: ({ context }) => agentTemplate(context),
    }),
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
      path: apiPaths.agent.performance,
      summary: '下级列表汇总：期间（全部/今天/昨天/本周/本月，北京时间）的团队人数、新增、团队与直属业绩、佣金',
      input: agentPerformanceRequestSchema,
      result: agentPerformanceResultSchema,
      handle: ({ input, subject, context }) => agentPerformance(context, subject.id, input.period),
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
    defineRoute({
      ...player,
      path: apiPaths.agent.playerLog,
      summary: '我的收入：佣金合计（累计、已领取、未领取）及每日佣金记录或领取记录（新的在前，游标翻页）',
      input: agentLogRequestSchema,
      result: agentLogResultSchema,
      handle: ({ input, subject, context }) => agentLog(context, subject.id, input),
    }),
  ];
}
