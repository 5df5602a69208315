/** Operator routes of the invite tree: one agent's place in it and their direct members. */
import { agentTreeQuerySchema, agentTreeResultSchema, apiPaths } from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { ROLES } from '../../../operator-roles';
import { agentTree } from './tree-admin';

/** Player tokens get 403 like every operator route. */
export function agentTreeAdminRoutes(): RouteDefinition[] {
  return [
    defineRoute({
      tag: 'admin',
      audience: 'operator',
      method: 'GET',
      path: `${apiPaths.admin.agents}/:id/tree`,
      roles: ROLES.anyOperator,
      summary: '代理的上级链与直属成员（分页，新的在前）',
      input: agentTreeQuerySchema,
      result: agentTreeResultSchema,
      handle: ({ input, context }) => agentTree(context, input),
    }),
  ];
}
