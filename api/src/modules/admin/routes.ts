/** Operator routes under /api/admin: content management and the audit log. Player tokens get 403. */
import { z } from 'zod';
import {
  adminBannerSchema,
  adminBulletinSchema,
  adminConfigItemSchema,
  apiPaths,
  auditEntitiesSchema,
  auditPageSchema,
  auditQuerySchema,
  bannerInputSchema,
  bulletinInputSchema,
  configInputSchema,
  deletedResultSchema,
  idParamSchema,
  logoutResultSchema,
  operatorLoginRequestSchema,
  operatorLoginResultSchema,
} from 'shared-contracts';
import type { AppConfig } from '../../config';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { revokeSession } from '../auth/sessions';
import { listAudit, listAuditEntities } from './audit';
import { createRow, deleteRow, listConfigItems, listTable, putConfigItem, updateRow } from './content-admin';
import { loginOperator } from './operators';
import { ROLES } from '../../operator-roles';

/** List, create, update and delete routes of one content table. */
function contentTableRoutes(
  table: 'bulletins' | 'banners',
  basePath: string,
  input: typeof bulletinInputSchema | typeof bannerInputSchema,
  row: z.ZodType,
  label: string,
): RouteDefinition[] {
  const common = { tag: 'admin', audience: 'operator' as const };
  return [
    defineRoute({
      ...common,
      method: 'GET',
      path: basePath,
      roles: ROLES.staff,
      summary: `${label}列表`,
      result: z.array(row),
      handle: ({ context }) => listTable(context, table),
    }),
    defineRoute({
      ...common,
      method: 'POST',
      path: basePath,
      roles: ROLES.operations,
      summary: `新增${label}`,
      input,
      result: row,
      handle: ({ input: values, subject, context }) => createRow(context, subject.id, table, values),
    }),
    defineRoute({
      ...common,
      method: 'PUT',
      path: `${basePath}/:id`,
      roles: ROLES.operations,
      summary: `修改${label}`,
      input: input.extend(idParamSchema.shape),
      result: row,
      handle: ({ input: { id, ...values }, subject, context }) => updateRow(context, subject.id, table, id, values),
    }),
    defineRoute({
      ...common,
      method: 'DELETE',
      path: `${basePath}/:id`,
      roles: ROLES.operations,
      summary: `删除${label}`,
      input: idParamSchema,
      result: deletedResultSchema,
      handle: ({ input: { id }, subject, context }) => deleteRow(context, subject.id, table, id),
    }),
  ];
}

export function adminRoutes(config: AppConfig): RouteDefinition[] {
  const operator = { tag: 'admin', audience: 'operator' as const };
  return [
    defineRoute({
      method: 'POST',
      path: apiPaths.admin.login,
      tag: 'admin',
      audience: 'public',
      summary: '运营人员登录',
      input: operatorLoginRequestSchema,
      result: operatorLoginResultSchema,
      rateLimit: config.rateLimits.operatorLogin,
      handle: ({ input, context }) => loginOperator(context, input),
    }),
    defineRoute({
      ...operator,
      method: 'POST',
      path: apiPaths.admin.logout,
      roles: ROLES.anyOperator,
      beforeTotp: true,
      summary: '运营人员退出',
      result: logoutResultSchema,
      handle: async ({ subject, context }) => {
        await revokeSession(context, subject.sessionId);
        return { ok: true as const };
      },
    }),
    defineRoute({
      ...operator,
      method: 'GET',
      path: apiPaths.admin.config,
      roles: ROLES.staff,
      summary: '配置项列表',
      result: z.array(adminConfigItemSchema),
      handle: ({ context }) => listConfigItems(context),
    }),
    defineRoute({
      ...operator,
      method: 'PUT',
      path: `${apiPaths.admin.config}/:id`,
      roles: ROLES.operations,
      summary: '新增或修改配置项',
      input: configInputSchema,
      result: adminConfigItemSchema,
      handle: ({ input, subject, context }) => putConfigItem(context, subject.id, input),
    }),
    defineRoute({
      ...operator,
      method: 'DELETE',
      path: `${apiPaths.admin.config}/:id`,
      roles: ROLES.operations,
      summary: '删除配置项',
      input: idParamSchema,
      result: deletedResultSchema,
      handle: ({ input: { id }, subject, context }) => deleteRow(context, subject.id, 'config_items', id),
    }),
    ...contentTableRoutes('bulletins', apiPaths.admin.bulletins, bulletinInputSchema, adminBulletinSchema, '公告'),
    ...contentTableRoutes('banners', apiPaths.admin.banners, bannerInputSchema, adminBannerSchema, '轮播图'),
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
