/** Operator routes of the games (tag admin): the catalogue (audited changes), providers and their switch, launch statistics. */
import {
  adminGameUpdateSchema,
  adminProviderSchema,
  adminProvidersResultSchema,
  apiPaths,
  launchStatsQuerySchema,
  launchStatsResultSchema,
  operatorGameListRequestSchema,
  operatorGamePageSchema,
  operatorGameSchema,
  providerOpenInputSchema,
} from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { ROLES } from '../../operator-roles';
import { launchStats } from './launch-stats';
import { listProviders, setProviderOpen } from './providers-admin';
import { listGamesForOperator, updateGame } from './service';

export function lobbyAdminRoutes(): RouteDefinition[] {
  const operator = { tag: 'admin', audience: 'operator' as const };
  const { games, providers, launchStats: launchStatsPath } = apiPaths.admin;
  return [
    defineRoute({
      ...operator,
      method: 'GET',
      path: games,
      roles: ROLES.staff,
      summary: '游戏列表（运营，分页，按厂商、分类、状态、名称筛选）',
      input: operatorGameListRequestSchema,
      result: operatorGamePageSchema,
      handle: ({ input, context }) => listGamesForOperator(context, input),
    }),
    defineRoute({
      ...operator,
      method: 'PUT',
      path: `${games}/:id`,
      roles: ROLES.operations,
      summary: '修改游戏（状态、热门、排序、图片），记入审计日志',
      input: adminGameUpdateSchema,
      result: operatorGameSchema,
      handle: ({ input, subject, context }) => updateGame(context, subject.id, input),
    }),
    defineRoute({
      ...operator,
      method: 'GET',
      path: providers,
      roles: ROLES.staff,
      summary: '游戏厂商：开关、凭据是否已配置（不含凭据本身）、游戏数、今日启动次数',
      result: adminProvidersResultSchema,
      handle: ({ context }) => listProviders(context),
    }),
    defineRoute({
      ...operator,
      method: 'PUT',
      path: `${providers}/:code`,
      roles: ROLES.operations,
      summary: '开启或关闭游戏厂商（open），记入审计日志',
      input: providerOpenInputSchema,
      result: adminProviderSchema,
      handle: ({ input, subject, context }) => setProviderOpen(context, subject.id, input),
    }),
    defineRoute({
      ...operator,
      method: 'GET',
      path: launchStatsPath,
      roles: ROLES.staff,
      summary: '游戏启动统计（北京时间日期 from/to，最多 93 天）：每日启动次数与热门游戏',
      input: launchStatsQuerySchema,
      result: launchStatsResultSchema,
      handle: ({ input, context }) => launchStats(context, input),
    }),
  ];
}
