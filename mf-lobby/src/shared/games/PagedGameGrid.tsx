/** A game grid that loads GET /api/plat/game page by page as it scrolls into view. Key it by its filter. */
import { InfiniteScroll } from 'antd-mobile';
import { messages } from 'shared-contracts';
import { GameGrid, type GameGridProps } from './GameGrid';
import { useGamePages, type GameFilter } from './use-game-pages';

type PagedGameGridProps = Omit<GameGridProps, 'games' | 'empty'> & { filter: GameFilter };

export function PagedGameGrid({ filter, ...grid }: PagedGameGridProps) {
  const { games, hasMore, loaded, loadMore } = useGamePages(filter);
  return (
    <>
      <GameGrid games={games} empty={loaded && !hasMore ? messages.lobby.empty : undefined} {...grid} />
      {(hasMore || games.length > 0) && <InfiniteScroll loadMore={loadMore} hasMore={hasMore} threshold={200} />}
    </>
  );
}
