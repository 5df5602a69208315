/**
 * The 仪表盘's routes: today's and 30 days' figures, pending work and watcher lag; and the queue counts
 * alone, which the console's frame polls every few seconds (staff roles).
 */
import { apiPaths, dashboardSchema, queueCountsSchema } from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { ROLES } from '../../operator-roles';
import { dashboard, queueCounts } from './service';

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
    defineRoute({
      method: 'GET',
      path: apiPaths.admin.queues,
      roles: ROLES.staff,
      tag: 'admin',
      audience: 'operator',
      summary:
        '待处理队列数量：提现待审核与待核实、未匹配到账、派奖待审核、调整待审核、存款限额审核（后台菜单角标轮询）',
      result: queueCountsSchema,
      handle: ({ context }) => queueCounts(context),
    }),
  ];
}
