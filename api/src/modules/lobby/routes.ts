/** Routes of the lobby (spec §7): game lists, hot list, search, providers, categories; and the operator's game catalogue. */
import { z } from 'zod';
import {
  adminGameUpdateSchema,
  apiPaths,
  gameCategoryListRequestSchema,
  gameCategoryListSchema,
  gameListRequestSchema,
  gamePageSchema,
  gamePlatformListSchema,
  gameSchema,
  gameSearchRequestSchema,
  hotGamesRequestSchema,
} from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../http/route';
import {
  listCategories,
  listGames,
  listGamesForOperator,
  listHotGames,
  listPlatforms,
  searchGames,
  updateGame,
} from './service';
import { ROLES } from '../../operator-roles';

/** A game as operators see it: the player's fields, the hot flag, the order and when it was added. */
const operatorGameSchema = gameSchema.extend({
  is_hot: z.number().int(),
  sort: z.number().int(),
  created_at: z.string(),
});
const operatorGamePageSchema = z.object({ total: z.number().int(), data: z.array(operatorGameSchema) });

export function lobbyRoutes(): RouteDefinition[] {
  const lobby = { tag: 'lobby', audience: 'public' as const };
  const operator = { tag: 'admin', audience: 'operator' as const };
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
    defineRoute({
      ...operator,
      method: 'GET',
      path: apiPaths.admin.games,
      roles: ROLES.staff,
      summary: '游戏列表（运营，分页，按厂商与分类筛选）',
      input: gameListRequestSchema,
      result: operatorGamePageSchema,
      handle: ({ input, context }) => listGamesForOperator(context, input),
    }),
    defineRoute({
      ...operator,
      method: 'PUT',
      path: `${apiPaths.admin.games}/:id`,
      roles: ROLES.operations,
      summary: '修改游戏（状态、热门、排序、图片），记入审计日志',
      input: adminGameUpdateSchema,
      result: operatorGameSchema,
      handle: ({ input, subject, context }) => updateGame(context, subject.id, input),
    }),
  ];
}
