/**
 * Operator routes of a player's protection: read-only, but lifting a permanent exclusion (超级管理员),
 * closing a deposit review, and the queue of deposit reviews across players (存款限额审核). (A withdrawal on
 * behalf of a player on a break is the withdrawals module's.)
 */
import {
  adminPlayerIdParamsSchema,
  adminProtectionSchema,
  apiPaths,
  closeDepositReviewParamsSchema,
  closeDepositReviewRequestSchema,
  depositReviewsQuerySchema,
  depositReviewsResultSchema,
  liftExclusionRequestSchema,
} from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { adminProtection, closeDepositReview, liftPermanentExclusion } from './admin';
import { listDepositReviews } from './deposit-review-queue';
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
      method: 'GET',
      path: apiPaths.admin.depositReviews,
      roles: ROLES.finance,
      summary: '存款限额审核：超出充值限额到账的审核（待审核的最早在前，已关闭的最新在前；分页）',
      input: depositReviewsQuerySchema,
      result: depositReviewsResultSchema,
      handle: ({ input, context }) => listDepositReviews(context, input),
    }),
  ];
}
