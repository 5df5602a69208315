/** Routes of the agent's commission, player side: /lowerList's summary (performance) and /income (log). */
import {
  agentLogRequestSchema,
  agentLogResultSchema,
  agentPerformanceRequestSchema,
  agentPerformanceResultSchema,
  apiPaths,
} from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { agentLog } from './income';
import { agentPerformance } from './performance';

export function commissionRoutes(): RouteDefinition[] {
  const player = { tag: 'agent', audience: 'player' as const, method: 'POST' as const };
  return [
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
      path: apiPaths.agent.playerLog,
      summary: '我的收入：佣金合计（累计、已领取、未领取）及每日佣金记录或领取记录（新的在前，游标翻页）',
      input: agentLogRequestSchema,
      result: agentLogResultSchema,
      handle: ({ input, subject, context }) => agentLog(context, subject.id, input),
    }),
  ];
}
