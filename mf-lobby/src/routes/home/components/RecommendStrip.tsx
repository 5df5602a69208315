/** The recommended strip (spec §2): the hot list twice in a row, scrolling on its own; a touch holds it. */
import { useState, type CSSProperties } from 'react';
import { messages, type Game } from 'shared-contracts';
import styles from './RecommendStrip.module.css';

/** Seconds one game takes to pass, so a long list does not race by. */
const SECONDS_PER_GAME = 2.5;

export default function RecommendStrip({ games, onLaunch }: { games: readonly Game[]; onLaunch(game: Game): void }) {
  const [paused, setPaused] = useState(false);
  // Two copies: when the track has moved by one copy it restarts, and the eye sees no seam.
  const twice = [...games, ...games];
  const hold = () => setPaused(true);
  const release = () => setPaused(false);
  return (
    <section className={styles.section} data-testid="recommend-strip" data-paused={String(paused)}>
      <h2 className={styles.title}>{messages.lobby.recommended}</h2>
      <div
        className={styles.viewport}
        onPointerEnter={hold}
        onPointerDown={hold}
        onPointerLeave={release}
        onPointerUp={release}
        onPointerCancel={release}
      >
        <div
          className={`${styles.track} ${paused ? styles.paused : ''}`}
          style={{ '--duration': `${games.length * SECONDS_PER_GAME}s` } as CSSProperties}
        >
          {/* The second copy is only for the eye: out of the focus order and the accessibility tree. The name under each cover names the game, so the cover's alt is empty. */}
          {twice.map((game, index) => (
            <button
              key={`${index}:${game.id}`}
              type="button"
              className={styles.item}
              onClick={() => onLaunch(game)}
              data-game-code={game.game_code}
              inert={index >= games.length}
              aria-hidden={index >= games.length || undefined}
            >
              <img
                className={styles.cover}
                src={game.game_image || game.image}
                alt=""
                width={80}
                height={80}
                loading="lazy"
                decoding="async"
              />
              <span className={styles.name}>{game.game_name}</span>
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
