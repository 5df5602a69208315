/** The hot list (spec §9: is_hot 1, size 20, page 1), shared by the hot tab and the recommended strip. */
import { apiPaths, HOT_GAMES_QUERY, type Game, type GamePage } from 'shared-contracts';
import { gamesOf } from '../../../shared/games/games-of';
import { useLobbyData } from '../../../shared/use-lobby-data';

/** undefined while loading. */
export function useHotGames(): readonly Game[] | undefined {
  const result = useLobbyData<GamePage>(apiPaths.lobby.hotGames, HOT_GAMES_QUERY);
  return result && gamesOf(result);
}
