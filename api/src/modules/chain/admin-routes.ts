/** Operator route of the chain watcher: its status (GET /api/admin/chain-watcher). Player tokens get 403. */
import { apiPaths, chainWatcherStatusSchema } from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { chainWatcherStatus } from './service';
import { ROLES } from '../../operator-roles';

export function chainWatcherRoutes(): RouteDefinition[] {
  return [
    defineRoute({
      method: 'GET',
      path: apiPaths.admin.chainWatcher,
      roles: ROLES.staff,
      tag: 'admin',
      audience: 'operator',
      summary: '链上监听状态',
      result: chainWatcherStatusSchema,
      handle: ({ context }) => chainWatcherStatus(context),
    }),
  ];
}
