/** The operator's hand settlement of an ended day (audited). */
import { apiPaths, commissionDaySchema, commissionSettleInputSchema } from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { settleDayByOperator } from './settle-admin';
import { ROLES } from '../../operator-roles';

export function commissionSettleAdminRoutes(): RouteDefinition[] {
  return [
    defineRoute({
      tag: 'admin',
      audience: 'operator',
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
