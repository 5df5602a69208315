/** Routes of the lobby (spec §7): game lists, hot list, search, providers, categories (the operator's: admin-routes.ts). */
import {
  apiPaths,
  gameCategoryListRequestSchema,
  gameCategoryListSchema,
  gameListRequestSchema,
  gamePageSchema,
  gamePlatformListSchema,
  gameSearchRequestSchema,
  hotGamesRequestSchema,
} from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { listCategories, listGames, listHotGames, listPlatforms, searchGames } from './service';

export function lobbyRoutes(): RouteDefinition[] {
  const lobby = { tag: 'lobby', audience: 'public' as const };
  return [
    defineRoute({
      ...lobby,
      method: 'GET',
      path: apiPaths.lobby.games,
      summary: '游戏列表（game_type_id 分类、plat_type_id 厂商，分页 page/size）',
      input: gameListRequestSchema,
      result: gamePageSchema,
      handle: ({ input, context }) => listGames(context, input),
    }),
    defineRoute({
      ...lobby,
      method: 'GET',
      path: apiPaths.lobby.hotGames,
      summary: '热门游戏（is_hot=1，默认 size=20、page=1）',
      input: hotGamesRequestSchema,
      result: gamePageSchema,
      handle: ({ input, context }) => listHotGames(context, { page: input.page, size: input.size }),
    }),
    defineRoute({
      ...lobby,
      method: 'POST',
      path: apiPaths.lobby.searchGames,
      summary: '按名称搜索游戏（不区分大小写，最多 100 条）',
      input: gameSearchRequestSchema,
      result: gamePageSchema,
      handle: ({ input, context }) => searchGames(context, input.game_name),
    }),
    defineRoute({
      ...lobby,
      method: 'GET',
      path: apiPaths.lobby.platforms,
      summary: '游戏厂商列表',
      result: gamePlatformListSchema,
      handle: ({ context }) => listPlatforms(context),
    }),
    defineRoute({
      ...lobby,
      method: 'GET',
      path: apiPaths.lobby.categories,
      summary: '游戏分类列表（game_plat_type 厂商，0 为全部），只含有游戏的分类',
      input: gameCategoryListRequestSchema,
      result: gameCategoryListSchema,
      handle: ({ input, context }) => listCategories(context, input.game_plat_type),
    }),
  ];
}
