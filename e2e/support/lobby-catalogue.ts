/** The lobby's catalogue as the browser specs read it from the API: every game, and which side tab lists it. */
import { apiPaths, GAME_TYPES, type Game } from 'shared-contracts';
import { api } from './api-client';

/** Side tabs and the category (game_type_id) each lists; hot lists the hot games. */
export const CATEGORY_TABS = {
  slots: GAME_TYPES.slots,
  live: GAME_TYPES.live,
  chess: GAME_TYPES.chess,
  fishing: GAME_TYPES.fishing,
  sports: GAME_TYPES.sports,
} as const;
export type CategoryTab = keyof typeof CATEGORY_TABS;
export const tabOf = (game: Game) =>
  (Object.keys(CATEGORY_TABS) as CategoryTab[]).find((tab) => CATEGORY_TABS[tab] === game.game_type_id);

/** A game list answer: a page ({ total, data }) or a bare list. */
export const gamesIn = (result: unknown): Game[] =>
  (Array.isArray(result) ? result : ((result as { data?: Game[] }).data ?? [])) as Game[];
export const codesOf = (games: Game[]) => games.map((game) => game.game_code);

/** The whole catalogue, in the API's order, 100 a page. */
export async function catalogue(): Promise<Game[]> {
  const games: Game[] = [];
  for (let page = 1; page <= 100; page += 1) {
    const result = await api<{ total: number; data: Game[] }>(`${apiPaths.lobby.games}?page=${page}&size=100`);
    games.push(...result.data);
    if (result.data.length === 0 || games.length >= result.total) break;
  }
  return games;
}
