/**
 * Operator routes of the player view: read by every role (客服 included), changed by 财务 (audited).
 * A player's deposits, withdrawals and claims are the money lists' own services, scoped to the player,
 * so customer service sees them without reading everyone's.
 */
import {
  adjustmentIdParamsSchema,
  adjustmentRejectSchema,
  adjustmentRequestSchema,
  adjustmentSchema,
  adjustmentsQuerySchema,
  adjustmentsResultSchema,
  adminDepositOrdersResultSchema,
  adminPlayerIdParamsSchema,
  adminPlayerLedgerResultSchema,
  adminPlayerPageQuerySchema,
  adminPlayerProfileSchema,
  adminPlayerRoundsResultSchema,
  adminPlayersQuerySchema,
  adminPlayersResultSchema,
  adminWithdrawalsResultSchema,
  apiPaths,
  playerLoginRequestSchema,
  promotionClaimsResultSchema,
  withdrawPasswordResetRequestSchema,
} from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { ROLES } from '../../operator-roles';
import { listPromotionClaims } from '../activity';
import { listDepositOrders } from '../deposits';
import { listWithdrawals } from '../withdrawals';
import { resetWithdrawPassword, setPlayerLogin } from './account';
import { listAdjustments, requestAdjustment } from './adjustments';
import { approveAdjustment, rejectAdjustment } from './adjustments-decide';
import { listPlayers, ofPlayer, playerLedger, playerProfile, playerRounds } from './players';

const operator = { tag: 'admin', audience: 'operator' as const };

function playerReadRoutes(): RouteDefinition[] {
  const { players } = apiPaths.admin;
  const page = (query: { page: number; size: number }) => ({ page: query.page, size: query.size });
  return [
    defineRoute({
      ...operator,
      method: 'GET',
      path: players,
      roles: ROLES.anyOperator,
      summary: '玩家列表（新的在前；q 为玩家ID、用户名前缀或邀请码）',
      input: adminPlayersQuerySchema,
      result: adminPlayersResultSchema,
      handle: ({ input, context }) => listPlayers(context, input),
    }),
    defineRoute({
      ...operator,
      method: 'GET',
      path: `${players}/:id`,
      roles: ROLES.anyOperator,
      summary: '玩家资料：余额、冻结、邀请人、登录、累计充值提现投注派彩',
      input: adminPlayerIdParamsSchema,
      result: adminPlayerProfileSchema,
      handle: ({ input, context }) => playerProfile(context, input.id),
    }),
    defineRoute({
      ...operator,
      method: 'GET',
      path: `${players}/:id/ledger`,
      roles: ROLES.anyOperator,
      summary: '玩家账变记录（钱包的每笔分录，新的在前）',
      input: adminPlayerPageQuerySchema,
      result: adminPlayerLedgerResultSchema,
      handle: ({ input, context }) => playerLedger(context, input),
    }),
    defineRoute({
      ...operator,
      method: 'GET',
      path: `${players}/:id/rounds`,
      roles: ROLES.anyOperator,
      summary: '玩家游戏记录（按开局时间，新的在前）',
      input: adminPlayerPageQuerySchema,
      result: adminPlayerRoundsResultSchema,
      handle: ({ input, context }) => playerRounds(context, input),
    }),
    defineRoute({
      ...operator,
      method: 'GET',
      path: `${players}/:id/deposit-orders`,
      roles: ROLES.anyOperator,
      summary: '玩家的充值订单（新的在前）',
      input: adminPlayerPageQuerySchema,
      result: adminDepositOrdersResultSchema,
      handle: ({ input, context }) =>
        ofPlayer(context, input.id, () => listDepositOrders(context, { ...page(input), player_id: input.id })),
    }),
    defineRoute({
      ...operator,
      method: 'GET',
      path: `${players}/:id/withdrawals`,
      roles: ROLES.anyOperator,
      summary: '玩家的提现订单（新的在前，含付款记录）',
      input: adminPlayerPageQuerySchema,
      result: adminWithdrawalsResultSchema,
      handle: ({ input, context }) =>
        ofPlayer(context, input.id, () => listWithdrawals(context, { ...page(input), player_id: input.id })),
    }),
    defineRoute({
      ...operator,
      method: 'GET',
      path: `${players}/:id/promotion-claims`,
      roles: ROLES.anyOperator,
      summary: '玩家的活动与反水领取记录',
      input: adminPlayerPageQuerySchema,
      result: promotionClaimsResultSchema,
      handle: ({ input, context }) =>
        ofPlayer(context, input.id, () => listPromotionClaims(context, { ...page(input), player_id: input.id })),
    }),
  ];
}

function playerChangeRoutes(): RouteDefinition[] {
  const { players } = apiPaths.admin;
  return [
    defineRoute({
      ...operator,
      method: 'POST',
      path: `${players}/:id/login`,
      roles: ROLES.finance,
      summary: '停用或启用玩家登录（停用时立即结束其全部会话、游戏会话与入口码；记入审计）',
      input: playerLoginRequestSchema,
      result: adminPlayerProfileSchema,
      handle: ({ input, subject, context }) => setPlayerLogin(context, subject.id, input),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path: `${players}/:id/withdraw-password/reset`,
      roles: ROLES.finance,
      summary: '重置玩家提现密码（清除密码与错误锁定，玩家重新设置；记入审计）',
      input: withdrawPasswordResetRequestSchema,
      result: adminPlayerProfileSchema,
      handle: ({ input, subject, context }) => resetWithdrawPassword(context, subject.id, input),
    }),
  ];
}

function adjustmentRoutes(): RouteDefinition[] {
  const { adjustments } = apiPaths.admin;
  return [
    defineRoute({
      ...operator,
      method: 'GET',
      path: adjustments,
      roles: ROLES.finance,
      summary: '余额调整列表（新的在前，按状态、玩家筛选；含审核门槛）',
      input: adjustmentsQuerySchema,
      result: adjustmentsResultSchema,
      handle: ({ input, subject, context }) => listAdjustments(context, subject.id, input),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path: adjustments,
      roles: ROLES.finance,
      summary:
        '发起余额调整（正数增加、负数扣减；不超过门槛立即入账，超过则待另一名操作员审核；同一request_id重复提交返回首次结果；记入审计）',
      input: adjustmentRequestSchema,
      result: adjustmentSchema,
      handle: ({ input, subject, context }) => requestAdjustment(context, subject.id, input),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path: `${adjustments}/:id/approve`,
      roles: ROLES.finance,
      summary: '审核通过余额调整并入账（发起人不能审核自己的调整；记入审计）',
      input: adjustmentIdParamsSchema,
      result: adjustmentSchema,
      handle: ({ input, subject, context }) => approveAdjustment(context, subject.id, input.id),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path: `${adjustments}/:id/reject`,
      roles: ROLES.finance,
      summary: '拒绝余额调整（不入账；发起人可借此撤回；记入审计）',
      input: adjustmentRejectSchema,
      result: adjustmentSchema,
      handle: ({ input, subject, context }) => rejectAdjustment(context, subject.id, input),
    }),
  ];
}

export function playerAdminRoutes(): RouteDefinition[] {
  return [...playerReadRoutes(), ...playerChangeRoutes(), ...adjustmentRoutes()];
}
