/** Operator routes of the site content: config items, bulletins and banners (list, create, change, delete). */
import { z } from 'zod';
import {
  adminBannerSchema,
  adminBulletinSchema,
  adminConfigItemSchema,
  apiPaths,
  bannerInputSchema,
  bulletinInputSchema,
  configInputSchema,
  deletedResultSchema,
  idParamSchema,
} from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { ROLES } from '../../operator-roles';
import { createRow, deleteRow, listConfigItems, listTable, putConfigItem, updateRow } from './content-admin';

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

export function contentAdminRoutes(): RouteDefinition[] {
  const operator = { tag: 'admin', audience: 'operator' as const };
  return [
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
  ];
}
