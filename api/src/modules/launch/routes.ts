/** Routes of game launch: the lobby's begin call and the provider launch calls of spec §7, thin onto one registry. */
import {
  agForwardRequestSchema,
  apiPaths,
  balanceResultSchema,
  gameBeginRequestSchema,
  launchResultSchema,
  providerLaunchRequestSchema,
} from 'shared-contracts';
import type { AppConfig } from '../../config';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { beginGame, kyRefund, launchAtProvider } from './service';

/** Provider launch calls that name a game by code (or none: the provider's lobby), by path. */
const PROVIDER_CALLS: ReadonlyArray<{ method: 'GET' | 'POST'; path: string; provider: string; summary: string }> = [
  { method: 'GET', path: apiPaths.launch.agForwardWeb, provider: 'ag', summary: 'AG真人大厅（game_id 为 0 时）' },
  { method: 'GET', path: apiPaths.launch.agFish, provider: 'ag', summary: 'AG捕鱼' },
  { method: 'POST', path: apiPaths.launch.imStart, provider: 'im', summary: 'IM体育' },
  { method: 'GET', path: apiPaths.launch.kyGameHall, provider: 'ky', summary: '开元棋牌大厅' },
  { method: 'GET', path: apiPaths.launch.jdbLogin, provider: 'jdb', summary: 'JDB电子' },
  { method: 'GET', path: apiPaths.launch.sbStart, provider: 'sb', summary: '沙巴体育' },
  { method: 'GET', path: apiPaths.launch.hlqpStart, provider: 'hlqp', summary: '欢乐棋牌' },
  { method: 'GET', path: apiPaths.launch.cmdLogin, provider: 'cmd', summary: 'CMD体育' },
  { method: 'GET', path: apiPaths.launch.lgdStart, provider: 'lgd', summary: 'LGD电子（game_code）' },
  { method: 'GET', path: apiPaths.launch.mgStart, provider: 'mg', summary: 'MG电子（game_code）' },
  { method: 'GET', path: apiPaths.launch.cqLogin, provider: 'cq', summary: 'CQ9电子' },
  { method: 'GET', path: apiPaths.launch.jlLogin, provider: 'jl', summary: 'JILI电子' },
  { method: 'GET', path: apiPaths.launch.ppStart, provider: 'pp', summary: 'PP电子（game_code）' },
  { method: 'GET', path: apiPaths.launch.evStart, provider: 'ev', summary: 'EV（无平台，未开通）' },
  { method: 'GET', path: apiPaths.launch.yxStart, provider: 'yx', summary: 'YX（无平台，未开通）' },
];

/** Every launch call writes a one-time launch row: all together are limited per address (kyRefund writes none). */
export function launchRoutes(config: AppConfig): RouteDefinition[] {
  // One count per address over all the launch routes, not one on each of them.
  const rateLimit = { ...config.rateLimits.gameLaunch, group: 'game-launch' };
  return [
    defineRoute({
      method: 'GET',
      path: apiPaths.lobby.begin,
      tag: 'launch',
      audience: 'player',
      summary: '进入游戏（game_code，可选 plat_type_id），返回游戏地址',
      rateLimit,
      input: gameBeginRequestSchema,
      result: launchResultSchema,
      handle: ({ input, subject, context }) => beginGame(context, subject.id, input),
    }),
    defineRoute({
      method: 'GET',
      path: apiPaths.launch.agForward,
      tag: 'launch',
      audience: 'player',
      summary: 'AG真人（game_id 为游戏编号，0 为大厅）',
      rateLimit,
      input: agForwardRequestSchema,
      result: launchResultSchema,
      handle: ({ input, subject, context }) => launchAtProvider(context, subject.id, 'ag', input),
    }),
    ...PROVIDER_CALLS.map((call) =>
      defineRoute({
        method: call.method,
        path: call.path,
        tag: 'launch',
        audience: 'player',
        summary: `进入${call.summary}，返回游戏地址`,
        rateLimit,
        input: providerLaunchRequestSchema,
        result: launchResultSchema,
        handle: ({ input, subject, context }) => launchAtProvider(context, subject.id, call.provider, input),
      }),
    ),
    defineRoute({
      method: 'GET',
      path: apiPaths.launch.kyRefund,
      tag: 'launch',
      audience: 'player',
      summary: '开元棋牌回收余额（无缝钱包：平台不留资金，返回当前余额）',
      result: balanceResultSchema,
      handle: ({ subject, context }) => kyRefund(context, subject.id),
    }),
  ];
}
