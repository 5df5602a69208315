/** Operator routes of rebates: settings (GET, PUT), settling an ended day by hand, the settlement runs (writes audited). */
import {
  apiPaths,
  rebateDaySchema,
  rebateDaysQuerySchema,
  rebateDaysResultSchema,
  rebateSettingsInputSchema,
  rebateSettingsResultSchema,
  rebateSettleInputSchema,
} from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { changeRebateSettings, listRebateDays, rebateSettingsView, settleRebateDayByOperator } from './admin';
import { ROLES } from '../../../operator-roles';

/** Player tokens get 403 like on every operator route. */
export function rebateAdminRoutes(): RouteDefinition[] {
  const operator = { tag: 'admin', audience: 'operator' as const };
  const { rebateSettings, rebateSettle, rebateDays } = apiPaths.admin;
  return [
    defineRoute({
      ...operator,
      method: 'GET',
      path: rebateSettings,
      roles: ROLES.staff,
      summary: '反水设置（是否结算、最低领取金额）',
      result: rebateSettingsResultSchema,
      handle: ({ context }) => rebateSettingsView(context),
    }),
    defineRoute({
      ...operator,
      method: 'PUT',
      path: rebateSettings,
      roles: ROLES.operations,
      summary: '修改反水设置（关闭后任务不结算新的日期；最低领取金额须大于0）',
      input: rebateSettingsInputSchema,
      result: rebateSettingsResultSchema,
      handle: ({ input, subject, context }) => changeRebateSettings(context, subject.id, input),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path: rebateSettle,
      roles: ROLES.operations,
      summary: '手动结算某日反水（北京时间次日00:05后；已结算的日期返回其合计，不重复结算）',
      input: rebateSettleInputSchema,
      result: rebateDaySchema,
      handle: ({ input, subject, context }) => settleRebateDayByOperator(context, subject.id, input.day),
    }),
    defineRoute({
      ...operator,
      method: 'GET',
      path: rebateDays,
      roles: ROLES.staff,
      summary: '反水结算记录（按日，新的在前）',
      input: rebateDaysQuerySchema,
      result: rebateDaysResultSchema,
      handle: ({ input, context }) => listRebateDays(context, input),
    }),
  ];
}
