/** One game of a grid: its cover, its name and, where asked, the status corner badge (spec §5). */
import type { Game } from 'shared-contracts';
import { refusalWordOf } from '../launch/launch-action';
import styles from './GameGrid.module.css';

export interface GameCardProps {
  game: Game;
  /** The hot list and search use game_image, the category lists image (spec §3). */
  cover: 'image' | 'game_image';
  showStatusBadge?: boolean;
  onLaunch(game: Game): void;
}

export function GameCard({ game, cover, showStatusBadge = false, onLaunch }: GameCardProps) {
  const badge = showStatusBadge ? refusalWordOf(game.status) : undefined;
  const src = game[cover] || game.image || game.game_image;
  return (
    <button
      type="button"
      className={styles.card}
      onClick={() => onLaunch(game)}
      data-testid="game-card"
      data-game-code={game.game_code}
      data-status={game.status}
    >
      {/* The name below says which game it is: the cover adds nothing for a screen reader. */}
      <img className={styles.cover} src={src} alt="" width={150} height={150} loading="lazy" decoding="async" />
      <span className={styles.name}>{game.game_name}</span>
      {badge && (
        <span className={styles.badge} data-testid="game-badge">
          {badge}
        </span>
      )}
    </button>
  );
}
