/**
 * The lobby (spec §3 Game, §7 lobby calls): game pages by category and provider, the hot list,
 * name search, providers and categories; and the operator's changes to one game, audited.
 */
import { apiGameTypeNames, apiMessages } from 'shared-contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import { writeAudit } from '../audit';
import {
  countGamesByCategory,
  selectGameForOperator,
  selectGamePage,
  selectGamesByName,
  selectOperatorGamePage,
  selectPlatforms,
  updateGameRow,
  type GameChanges,
  type GameFilter,
  type Paging,
} from './store';

/** A search answers one screen of results at most; total still counts every match. */
export const SEARCH_LIMIT = 100;

/**
 * GET /api/plat/game: games of a category and/or a provider. Games of a provider that is switched
 * off are listed all the same: the launch refuses them with its own message.
 */
export function listGames(context: AppContext, query: Omit<GameFilter, 'hotOnly'> & Paging) {
  const { page, size, ...filter } = query;
  return selectGamePage(context.db, filter, { page, size });
}

/** GET /api/plat/game/hot: the games flagged hot (is_hot = 1), paged like the lists. */
export function listHotGames(context: AppContext, paging: Paging) {
  return selectGamePage(context.db, { hotOnly: true }, paging);
}

/** POST /api/plat/game/search: names containing the text, ignoring case; the text's % _ \ are literal. */
export function searchGames(context: AppContext, gameName: string) {
  return selectGamesByName(context.db, gameName, SEARCH_LIMIT);
}

/** GET /api/plat/game-plat-list: every provider with its code and status. */
export function listPlatforms(context: AppContext) {
  return selectPlatforms(context.db);
}

/** GET /api/plat/game-type-list: the categories that have games (of one provider, or of all for 0), with their counts. */
export async function listCategories(context: AppContext, platformId: number) {
  const counts = await countGamesByCategory(context.db, platformId === 0 ? undefined : platformId);
  return counts.map(({ game_type_id, games }) => ({
    id: game_type_id,
    name: apiGameTypeNames[game_type_id] ?? `分类${game_type_id}`,
    games,
  }));
}

/** Operator: a page of games with the operator columns, by provider, category, status and part of the name. */
export async function listGamesForOperator(
  context: AppContext,
  query: Omit<GameFilter, 'hotOnly' | 'nameContains'> & Paging & { game_name?: string },
) {
  const { page, size, game_name, ...filter } = query;
  const { total, data } = await selectOperatorGamePage(
    context.db,
    { ...filter, nameContains: game_name },
    { page, size },
  );
  return { total, page, size, list: data };
}

/** Pictures are shown in <img>: a web address, a site path or an inline picture, nothing else (no javascript:). */
const PICTURE = /^(https?:\/\/|\/|data:image\/)/;

function checkPicture(value: string | undefined): void {
  if (value !== undefined && value !== '' && !PICTURE.test(value.trim())) throw refuse(apiMessages.badField);
}

export interface GameUpdate extends GameChanges {
  id: number;
}

/**
 * Operator: changes a game's status, hot flag, order or pictures. The change and its audit entry
 * (the row before and after) are one transaction; a call that changes nothing writes nothing.
 */
export async function updateGame(context: AppContext, operatorId: number, update: GameUpdate) {
  const { id, ...fields } = update;
  checkPicture(fields.image);
  checkPicture(fields.game_image);
  const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as GameChanges;
  const at = context.now();
  return context.db.transaction().execute(async (trx) => {
    const before = await selectGameForOperator(trx, id);
    if (!before) throw refuse(apiMessages.gameUnknown, 404);
    const changed = Object.entries(changes).some(([key, value]) => before[key as keyof typeof before] !== value);
    if (!changed) return before;
    const after = await updateGameRow(trx, id, changes);
    await writeAudit(trx, { operatorId, action: 'update', entity: 'games', entityId: id, before, after, at });
    return after;
  });
}
