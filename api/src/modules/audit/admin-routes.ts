/** Operator routes of the audit log (super administrators only). */
import { apiPaths, auditEntitiesSchema, auditPageSchema, auditQuerySchema } from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { ROLES } from '../../operator-roles';
import { listAudit, listAuditEntities } from './audit';

export function auditAdminRoutes(): RouteDefinition[] {
  const operator = { tag: 'admin', audience: 'operator' as const };
  return [
    defineRoute({
      ...operator,
      method: 'GET',
      path: apiPaths.admin.audit,
      roles: ROLES.superAdmin,
      summary: '审计日志（新的在前；按操作人、对象、对象ID、北京时间日期筛选，分页）',
      input: auditQuerySchema,
      result: auditPageSchema,
      handle: ({ input, context }) => listAudit(context, input),
    }),
    defineRoute({
      ...operator,
      method: 'GET',
      path: `${apiPaths.admin.audit}/entities`,
      roles: ROLES.superAdmin,
      summary: '审计日志中出现过的对象名称',
      result: auditEntitiesSchema,
      handle: ({ context }) => listAuditEntities(context),
    }),
  ];
}
