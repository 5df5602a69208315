/**
 * Operator routes of a player's protection: read-only, but lifting a permanent exclusion (超级管理员),
 * closing a deposit review, and a withdrawal on behalf of a player on a break.
 */
import {
  adminPlayerIdParamsSchema,
  adminProtectionSchema,
  apiPaths,
  closeDepositReviewParamsSchema,
  closeDepositReviewRequestSchema,
  liftExclusionRequestSchema,
  withdrawalSchema,
  withdrawOnBehalfRequestSchema,
} from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { adminProtection, closeDepositReview, liftPermanentExclusion } from './admin';
import { withdrawOnBehalf } from './withdraw-on-behalf';
import { ROLES } from '../../operator-roles';

export function protectionAdminRoutes(): RouteDefinition[] {
  const operator = { tag: 'admin', audience: 'operator' as const };
  const base = `${apiPaths.admin.players}/:id/protection`;
  return [
    defineRoute({
      ...operator,
      method: 'GET',
      path: base,
      roles: ROLES.anyOperator,
      summary: '玩家的保护设置（只读）：限额、时长提醒、冷静期或自我排除、年龄确认、超限充值审核、最近100条变更',
      input: adminPlayerIdParamsSchema,
      result: adminProtectionSchema,
      handle: ({ input, context }) => adminProtection(context, input.id),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path: `${base}/lift`,
      roles: ROLES.superAdmin,
      summary: '解除永久自我排除（仅超级管理员，且已满6个月；记入审计）',
      input: liftExclusionRequestSchema.extend(adminPlayerIdParamsSchema.shape),
      result: adminProtectionSchema,
      handle: ({ input, subject, context }) => liftPermanentExclusion(context, subject.id, input.id, input.reason),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path: `${base}/reviews/:review/close`,
      roles: ROLES.finance,
      summary: '关闭超出充值限额到账的审核（记入审计）',
      input: closeDepositReviewRequestSchema.extend(closeDepositReviewParamsSchema.shape),
      result: adminProtectionSchema,
      handle: ({ input, subject, context }) =>
        closeDepositReview(context, subject.id, { playerId: input.id, reviewId: input.review, note: input.note }),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path: `${base}/withdraw`,
      roles: ROLES.finance,
      summary:
        '代冷静期或自我排除中的玩家申请提现（客服核实身份后；提现到玩家已绑定的地址，限额、手续费、冻结与审核同玩家自行申请，免流水要求；同一request_id重复提交返回首次结果；记入审计）',
      input: withdrawOnBehalfRequestSchema.extend(adminPlayerIdParamsSchema.shape),
      result: withdrawalSchema,
      handle: ({ input, subject, context }) => {
        const { id, ...request } = input;
        return withdrawOnBehalf(context, subject.id, id, request);
      },
    }),
  ];
}
