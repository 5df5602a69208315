/** Operator routes of the retention of client data (超级管理员): read and change the period. */
import { apiPaths, riskRetentionInputSchema, riskRetentionSchema } from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { ROLES } from '../../../operator-roles';
import { changeRiskRetention, riskRetention } from './retention';

export function riskRetentionAdminRoutes(): RouteDefinition[] {
  const operator = { tag: 'admin', audience: 'operator' as const };
  return [
    defineRoute({
      ...operator,
      method: 'GET',
      path: apiPaths.admin.riskRetention,
      roles: ROLES.superAdmin,
      summary: '客户端数据（IP、设备、浏览器）保留天数',
      result: riskRetentionSchema,
      handle: ({ context }) => riskRetention(context.db),
    }),
    defineRoute({
      ...operator,
      method: 'PUT',
      path: apiPaths.admin.riskRetention,
      roles: ROLES.superAdmin,
      summary: '修改客户端数据保留天数（30至3650天；清理任务按此删除过期记录）',
      input: riskRetentionInputSchema,
      result: riskRetentionSchema,
      handle: ({ input, subject, context }) => changeRiskRetention(context, subject.id, input),
    }),
  ];
}
