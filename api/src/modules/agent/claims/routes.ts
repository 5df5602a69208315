/** The claim call of the agent programme (领取佣金), player side. */
import { agentClaimRequestSchema, agentClaimResultSchema, apiPaths } from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { claimCommission } from './claim';

export function agentClaimRoutes(): RouteDefinition[] {
  return [
    defineRoute({
      tag: 'agent',
      audience: 'player',
      method: 'POST',
      path: apiPaths.agent.playOut,
      summary: '领取佣金（全部未领取的日佣金一次转入钱包；同一request_id重复提交返回首次结果）',
      input: agentClaimRequestSchema,
      result: agentClaimResultSchema,
      handle: ({ input, subject, context }) => claimCommission(context, subject.id, input),
    }),
  ];
}
