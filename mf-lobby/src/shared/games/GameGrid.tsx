/** A grid of game cards (2 or 3 columns, spec §9) with its data attributes for the e2e suite. */
import type { ReactNode } from 'react';
import type { Game } from 'shared-contracts';
import { GameCard, type GameCardProps } from './GameCard';
import styles from './GameGrid.module.css';

export interface GameGridProps extends Omit<GameCardProps, 'game'> {
  games: readonly Game[];
  columns: 2 | 3;
  testId: 'game-grid' | 'cate-list';
  /** The home side tab the grid shows. */
  tab?: string;
  /** Shown instead of the cards when the list is known to be empty. */
  empty?: ReactNode;
}

export function GameGrid({ games, columns, testId, tab, empty, ...card }: GameGridProps) {
  return (
    <div
      className={styles.grid}
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
      data-testid={testId}
      data-columns={String(columns)}
      data-tab={tab}
    >
      {games.map((game) => (
        <GameCard key={`${game.plat_type_id}:${game.game_code}:${game.id}`} game={game} {...card} />
      ))}
      {games.length === 0 && empty && <div className={styles.empty}>{empty}</div>}
    </div>
  );
}
