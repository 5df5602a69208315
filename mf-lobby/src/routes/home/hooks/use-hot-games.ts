/** The hot list (spec §9: is_hot 1, size 20, page 1), shared by the hot tab and the recommended strip. */
import { apiPaths, type Game, type GamePage } from 'shared-contracts';
import { gamesOf } from '../../../shared/games/games-of';
import { useFetched } from '../../../shared/use-fetched';

const HOT_QUERY = { is_hot: 1, size: 20, page: 1 };

/** undefined while loading. */
export function useHotGames(): readonly Game[] | undefined {
  const result = useFetched<GamePage>(apiPaths.lobby.hotGames, HOT_QUERY);
  return result && gamesOf(result);
}
