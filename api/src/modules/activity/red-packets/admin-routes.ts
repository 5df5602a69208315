/** The operator's red packet list (a read: nothing to audit); player tokens get 403 like every operator route. */
import { apiPaths, redPacketsAdminQuerySchema, redPacketsAdminResultSchema } from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { listRedPackets } from './admin';
import { ROLES } from '../../../operator-roles';

export function redPacketAdminRoutes(): RouteDefinition[] {
  return [
    defineRoute({
      tag: 'admin',
      audience: 'operator',
      method: 'GET',
      path: apiPaths.admin.redPackets,
      roles: ROLES.staff,
      summary: '红包列表（新的在前，分页；可按状态、发送人筛选）',
      input: redPacketsAdminQuerySchema,
      result: redPacketsAdminResultSchema,
      handle: ({ input, context }) => listRedPackets(context, input),
    }),
  ];
}
