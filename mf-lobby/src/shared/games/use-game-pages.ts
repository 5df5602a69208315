/** Pages of GET /api/plat/game for an infinite list: a category, a provider or both. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiPaths, isRequestCancelled, type Game, type GamePage } from 'shared-contracts';
import { getHost } from 'remote-kit';
import { newestWins } from './newest-wins';

export interface GameFilter {
  game_type_id?: number;
  plat_type_id?: number;
}

export const GAME_PAGE_SIZE = 30;

/** One runner for every game list of this remote: a newer page request, of any list, cancels the running one (spec §7). */
const gameListRequest = newestWins();

/**
 * Give each filter its own mounted component (a React key): the hook keeps no filter history,
 * so a result arriving after unmount, or a load another list superseded, is simply dropped.
 */
export function useGamePages(filter: GameFilter) {
  const [list, setList] = useState<{ games: Game[]; hasMore: boolean; loaded: boolean }>({
    games: [],
    hasMore: true,
    loaded: false,
  });
  const nextPage = useRef(1);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const loadMore = useCallback(async () => {
    const page = nextPage.current;
    let result: GamePage;
    try {
      const query = { ...filter, page, size: GAME_PAGE_SIZE };
      result = await gameListRequest((signal) => getHost().request<GamePage>(apiPaths.lobby.games, { query, signal }));
    } catch (error) {
      // Superseded: InfiniteScroll asks again when it is next in view. Anything else was toasted; stop asking.
      if (!alive.current || isRequestCancelled(error)) return;
      setList((previous) => ({ ...previous, hasMore: false, loaded: true }));
      return;
    }
    if (!alive.current || nextPage.current !== page) return;
    nextPage.current = page + 1;
    setList((previous) => {
      const games = [...previous.games, ...result.data];
      return { games, hasMore: result.data.length > 0 && games.length < result.total, loaded: true };
    });
  }, [filter]);

  return { ...list, loadMore };
}
