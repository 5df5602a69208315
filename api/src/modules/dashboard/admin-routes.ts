/** The 仪表盘's route: today's and 30 days' figures, pending work and watcher lag (staff roles). */
import { apiPaths, dashboardSchema } from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { ROLES } from '../../operator-roles';
import { dashboard } from './service';

export function dashboardRoutes(): RouteDefinition[] {
  return [
    defineRoute({
      method: 'GET',
      path: apiPaths.admin.dashboard,
      roles: ROLES.staff,
      tag: 'admin',
      audience: 'operator',
      summary: '仪表盘：今日与近30天（北京时间）数据、待处理事项、链上监听延迟',
      result: dashboardSchema,
      handle: ({ context }) => dashboard(context),
    }),
  ];
}
