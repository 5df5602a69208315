/** Operator routes of money in: the receiving-address pool, the deposit orders and the unmatched chain deposits (assign or refund). */
import { z } from 'zod';
import {
  adminDepositOrdersQuerySchema,
  adminDepositOrdersResultSchema,
  adminReceivingAddressSchema,
  apiPaths,
  chainDepositSchema,
  chainDepositsQuerySchema,
  chainDepositsResultSchema,
  depositAssignmentIdSchema,
  depositAssignmentRejectSchema,
  depositAssignmentSchema,
  depositAssignmentsQuerySchema,
  depositAssignmentsResultSchema,
  depositAssignSchema,
  depositRefundSchema,
  receivingAddressInputSchema,
  receivingAddressUpdateSchema,
} from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { ROLES } from '../../operator-roles';
import { listDepositOrders } from './orders-admin';
import { addReceivingAddress, changeReceivingAddress, listReceivingAddresses } from './receiving-addresses';
import { approveAssignment, listAssignments, rejectAssignment } from './assignments';
import { assignDeposit, listChainDeposits, refundDeposit } from './unmatched';

/** Assignments of unmatched deposits above the threshold, decided by a second operator (issue 43). */
function assignmentRoutes(): RouteDefinition[] {
  const operator = { tag: 'admin', audience: 'operator' as const };
  const { depositAssignments } = apiPaths.admin;
  return [
    defineRoute({
      ...operator,
      method: 'GET',
      path: depositAssignments,
      roles: ROLES.finance,
      summary: '未匹配到账的分配（超过门槛待另一名操作员审核；新的在前）',
      input: depositAssignmentsQuerySchema,
      result: depositAssignmentsResultSchema,
      handle: ({ input, context }) => listAssignments(context, input),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path: `${depositAssignments}/:id/approve`,
      roles: ROLES.finance,
      summary: '审核通过分配并入账（发起人不能审核自己的分配；记入审计）',
      input: depositAssignmentIdSchema,
      result: depositAssignmentSchema,
      handle: ({ input, subject, context }) => approveAssignment(context, subject.id, input.id),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path: `${depositAssignments}/:id/reject`,
      roles: ROLES.finance,
      summary: '拒绝分配（不入账，到账仍待处理；发起人可借此撤回；记入审计）',
      input: depositAssignmentRejectSchema,
      result: depositAssignmentSchema,
      handle: ({ input, subject, context }) => rejectAssignment(context, subject.id, input),
    }),
  ];
}

export function depositAdminRoutes(): RouteDefinition[] {
  const operator = { tag: 'admin', audience: 'operator' as const };
  const { receivingAddresses, depositOrders, unmatchedDeposits } = apiPaths.admin;
  return [
    defineRoute({
      ...operator,
      method: 'GET',
      path: receivingAddresses,
      roles: ROLES.finance,
      summary: '收款地址列表',
      result: z.array(adminReceivingAddressSchema),
      handle: ({ context }) => listReceivingAddresses(context),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path: receivingAddresses,
      roles: ROLES.finance,
      summary: '新增收款地址',
      input: receivingAddressInputSchema,
      result: adminReceivingAddressSchema,
      handle: ({ input, subject, context }) => addReceivingAddress(context, subject.id, input),
    }),
    defineRoute({
      ...operator,
      method: 'PUT',
      path: `${receivingAddresses}/:id`,
      roles: ROLES.finance,
      summary: '启用、停用收款地址或修改备注',
      input: receivingAddressUpdateSchema,
      result: adminReceivingAddressSchema,
      handle: ({ input, subject, context }) => changeReceivingAddress(context, subject.id, input),
    }),
    defineRoute({
      ...operator,
      method: 'GET',
      path: depositOrders,
      roles: ROLES.finance,
      summary: '充值订单列表（新的在前）',
      input: adminDepositOrdersQuerySchema,
      result: adminDepositOrdersResultSchema,
      handle: ({ input, context }) => listDepositOrders(context, input),
    }),
    defineRoute({
      ...operator,
      method: 'GET',
      path: unmatchedDeposits,
      roles: ROLES.finance,
      summary: '未匹配的链上到账（默认待处理）',
      input: chainDepositsQuerySchema,
      result: chainDepositsResultSchema,
      handle: ({ input, context }) => listChainDeposits(context, input),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path: `${unmatchedDeposits}/:id/assign`,
      roles: ROLES.finance,
      summary: '将未匹配的到账分配给玩家（入账一次；超过分配门槛则待另一名操作员审核）',
      input: depositAssignSchema,
      result: chainDepositSchema,
      handle: ({ input, subject, context }) => assignDeposit(context, subject.id, input.id, input.player_id),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path: `${unmatchedDeposits}/:id/refund`,
      roles: ROLES.finance,
      summary: '将未匹配的到账标记为已退回（平台外退款）',
      input: depositRefundSchema,
      result: chainDepositSchema,
      handle: ({ input, subject, context }) => refundDeposit(context, subject.id, input.id, input.note),
    }),
    ...assignmentRoutes(),
  ];
}
