/** Routes of a player's withdrawal requests: what /withdrawal shows before submitting, and the request itself. */
import { apiPaths, withdrawalSchema, withdrawApplyRequestSchema, withdrawInfoResultSchema } from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { applyWithdrawal } from './apply';
import { withdrawInfo } from './info';

export function withdrawalRequestRoutes(): RouteDefinition[] {
  const player = { tag: 'wallet', audience: 'player' as const, method: 'POST' as const };
  const { wallet } = apiPaths;
  return [
    defineRoute({
      ...player,
      path: wallet.withdrawInfo,
      summary: '提现页信息：余额、可提现金额、规则、剩余流水、处理中的提现',
      result: withdrawInfoResultSchema,
      handle: ({ subject, context }) => withdrawInfo(context, subject.id),
    }),
    defineRoute({
      ...player,
      path: wallet.withdrawApply,
      summary: '申请提现（冻结金额与手续费，待审核；同一request_id重复提交返回首次结果）',
      input: withdrawApplyRequestSchema,
      result: withdrawalSchema,
      handle: ({ input, subject, context }) => applyWithdrawal(context, subject.id, input),
    }),
  ];
}
