/** Operator routes of the withdrawals review: the list, a request's review context, a claim to pay by hand, approval with a verified payout, a watched payout's check, rejection, a payout's verdict (all audited). */
import {
  adminWithdrawalSchema,
  adminWithdrawalsQuerySchema,
  adminWithdrawalsResultSchema,
  apiPaths,
  withdrawalApproveSchema,
  withdrawalClaimSchema,
  withdrawalContextQuerySchema,
  withdrawalContextSchema,
  withdrawalRejectSchema,
  withdrawalVerdictSchema,
} from 'shared-contracts';
import type { AppConfig } from '../../../config';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { tronClientOf } from '../../chain';
import type { TronClient } from '../../chain';
import { approveWithdrawal } from './approve';
import { claimWithdrawal, releaseWithdrawalClaim } from './claim';
import { recordPayoutVerdict } from '../hot-wallet/verdict';
import { listWithdrawals, rejectWithdrawal } from './review';
import { withdrawalContext } from './review-context';
import { recheckWatchedPayout } from './watch';
import { ROLES } from '../../../operator-roles';

/** What the composition root may hand the review routes: the TRON API client (tests give the demo chain's). */
export interface WithdrawalReviewWiring {
  payoutChain?: TronClient;
}

/** The review routes; without a `payoutChain`, a client of the settings' TRON API (TronGrid, or the demo chain). */
export function withdrawalReviewRoutes(config: AppConfig, wiring: WithdrawalReviewWiring = {}): RouteDefinition[] {
  const chain = wiring.payoutChain ?? tronClientOf(config, 'priority');
  const operator = { tag: 'admin', audience: 'operator' as const };
  const { withdrawals } = apiPaths.admin;
  return [
    defineRoute({
      ...operator,
      method: 'GET',
      path: withdrawals,
      roles: ROLES.finance,
      summary: '提现订单列表（新的在前，含每次付款记录；按状态、玩家、创建日期筛选）',
      input: adminWithdrawalsQuerySchema,
      result: adminWithdrawalsResultSchema,
      handle: ({ input, context }) => listWithdrawals(context, input),
    }),
    defineRoute({
      ...operator,
      method: 'GET',
      path: `${withdrawals}/:id/context`,
      roles: ROLES.finance,
      summary: '审核参考：玩家余额、注册时间、近期充值与提现、近7天与30天投注和派彩、剩余流水、待复核充值、冷静期',
      input: withdrawalContextQuerySchema,
      result: withdrawalContextSchema,
      handle: ({ input, context }) => withdrawalContext(context, input.id),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path: `${withdrawals}/:id/approve`,
      roles: ROLES.finance,
      summary: '审核通过并付款：链上交易核验（TRC20）、付款凭证（类型2、3）或热钱包',
      input: withdrawalApproveSchema,
      result: adminWithdrawalSchema,
      handle: ({ input, subject, context }) => approveWithdrawal(context, chain, subject.id, input),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path: `${withdrawals}/:id/claim`,
      roles: ROLES.finance,
      summary: '认领提现以手动付款（认领期间其他操作员不能拒绝或用热钱包付款）',
      input: withdrawalClaimSchema,
      result: adminWithdrawalSchema,
      handle: ({ input, subject, context }) => claimWithdrawal(context, subject.id, input.id),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path: `${withdrawals}/:id/release`,
      roles: ROLES.finance,
      summary: '放弃认领（未付款时）',
      input: withdrawalClaimSchema,
      result: adminWithdrawalSchema,
      handle: ({ input, subject, context }) => releaseWithdrawalClaim(context, subject.id, input.id),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path: `${withdrawals}/:id/reject`,
      roles: ROLES.finance,
      summary: '拒绝提现（冻结金额退回钱包）',
      input: withdrawalRejectSchema,
      result: adminWithdrawalSchema,
      handle: ({ input, subject, context }) => rejectWithdrawal(context, subject.id, input.id, input.reason),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path: `${withdrawals}/:id/chain-check`,
      roles: ROLES.finance,
      summary: '立即核验待链上确认的手动付款交易：已固化并核验通过则完成，失败或消失转入待核实，否则更新确认数（n/19）',
      input: withdrawalClaimSchema,
      result: adminWithdrawalSchema,
      handle: ({ input, subject, context }) => recheckWatchedPayout(context, chain, subject.id, input.id),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path: `${withdrawals}/:id/payout-verdict`,
      roles: ROLES.finance,
      summary:
        '记录待核实热钱包付款的链上结果（链上失败 / 未上链 / 已到账）：服务器重新读取链上数据，只记录与链上一致的结果；失败或未上链回到待审核，已到账则完成',
      input: withdrawalVerdictSchema,
      result: adminWithdrawalSchema,
      handle: ({ input, subject, context }) => recordPayoutVerdict(context, chain, subject.id, input),
    }),
  ];
}
