/** Operator routes of the commission's settlement runs: the runs by day, and an ended day settled by hand (audited). */
import {
  apiPaths,
  commissionDaySchema,
  commissionDaysQuerySchema,
  commissionDaysResultSchema,
  commissionSettleInputSchema,
} from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { ROLES } from '../../../operator-roles';
import { listCommissionDays } from './days-admin';
import { settleDayByOperator } from './settle-admin';

export function commissionAdminRoutes(): RouteDefinition[] {
  const operator = { tag: 'admin', audience: 'operator' as const };
  return [
    defineRoute({
      ...operator,
      method: 'GET',
      path: apiPaths.admin.commissionDays,
      roles: ROLES.staff,
      summary: '佣金结算记录（按日，新的在前，含已领取金额）',
      input: commissionDaysQuerySchema,
      result: commissionDaysResultSchema,
      handle: ({ input, context }) => listCommissionDays(context, input),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path: apiPaths.admin.commissionSettle,
      roles: ROLES.operations,
      summary: '手动结算某日佣金（北京时间次日00:05后；已结算的日期返回其合计，不重复结算）',
      input: commissionSettleInputSchema,
      result: commissionDaySchema,
      handle: ({ input, subject, context }) => settleDayByOperator(context, subject.id, input.day),
    }),
  ];
}
