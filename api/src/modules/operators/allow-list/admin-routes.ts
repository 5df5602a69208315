/** The console's address allow-list (超级管理员): read it with one's own address, and replace it. */
import { apiPaths, consoleAllowListSchema, consoleAllowListUpdateSchema } from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { ROLES } from '../../../operator-roles';
import { changeConsoleAllowList, consoleAllowList } from './allow-list';

export function consoleAllowListRoutes(): RouteDefinition[] {
  const operator = { tag: 'admin', audience: 'operator' as const };
  return [
    defineRoute({
      ...operator,
      method: 'GET',
      path: apiPaths.admin.consoleAllowList,
      roles: ROLES.superAdmin,
      summary: '运营后台访问IP白名单',
      result: consoleAllowListSchema,
      handle: ({ request, context }) => consoleAllowList(context, request.ip),
    }),
    defineRoute({
      ...operator,
      method: 'PUT',
      path: apiPaths.admin.consoleAllowList,
      roles: ROLES.superAdmin,
      summary: '修改运营后台访问IP白名单（须包含当前地址）',
      input: consoleAllowListUpdateSchema,
      result: consoleAllowListSchema,
      handle: ({ input, subject, request, context }) =>
        changeConsoleAllowList(context, subject.id, request.ip, input.cidrs),
    }),
  ];
}
