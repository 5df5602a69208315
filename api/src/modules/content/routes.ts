/** Routes of public site content. */
import {
  apiPaths,
  bannerListResultSchema,
  bulletinListResultSchema,
  configListResultSchema,
  homeCountResultSchema,
} from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { homeCount, listBanners, listBulletins, listConfig } from './service';

export function contentRoutes(): RouteDefinition[] {
  return [
    defineRoute({
      method: 'GET',
      path: apiPaths.config,
      tag: 'content',
      audience: 'public',
      summary:
        '配置列表（1 公告, 2 跑马灯, 3-5 客服号, 7 在线客服链接, 8 体育说明, 9 关于我们；10 理性游戏另有接口，不在此列）',
      result: configListResultSchema,
      handle: ({ context }) => listConfig(context),
    }),
    defineRoute({
      method: 'GET',
      path: apiPaths.bulletin,
      tag: 'content',
      audience: 'public',
      summary: '公告列表（HTML）',
      result: bulletinListResultSchema,
      handle: ({ context }) => listBulletins(context),
    }),
    defineRoute({
      method: 'GET',
      path: apiPaths.banner,
      tag: 'content',
      audience: 'public',
      summary: '轮播图',
      result: bannerListResultSchema,
      handle: ({ context }) => listBanners(context),
    }),
    defineRoute({
      method: 'GET',
      path: apiPaths.homeCount,
      tag: 'content',
      audience: 'public',
      summary: '站点统计（注册人数、在线人数）',
      result: homeCountResultSchema,
      handle: ({ context }) => homeCount(context),
    }),
  ];
}
