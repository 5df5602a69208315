/** The game search box (spec §5): submit searches by name; nothing found toasts 未搜索到游戏. */
import { SearchBar } from 'antd-mobile';
import { apiPaths, messages, type Game, type GamePage } from 'shared-contracts';
import { getHost } from 'remote-kit';
import { gamesOf } from '../../../shared/games/games-of';
import styles from './GameSearch.module.css';

interface GameSearchProps {
  onResults(games: readonly Game[]): void;
  onCleared(): void;
}

export function GameSearch({ onResults, onCleared }: GameSearchProps) {
  const search = async (text: string) => {
    const gameName = text.trim();
    if (!gameName) return;
    const host = getHost();
    let result: GamePage | readonly Game[];
    try {
      result = await host.request<GamePage | readonly Game[]>(apiPaths.lobby.searchGames, {
        method: 'POST',
        body: { game_name: gameName },
      });
    } catch {
      return; // the shell's client has toasted the failure
    }
    const games = gamesOf(result);
    if (games.length === 0) host.toast(messages.lobby.noGames);
    else onResults(games);
  };

  return (
    <div className={styles.wrap}>
      <SearchBar
        className={styles.search}
        placeholder={messages.lobby.searchPlaceholder}
        maxLength={32}
        onSearch={(text) => void search(text)}
        onChange={(text) => text === '' && onCleared()}
        onClear={onCleared}
        data-testid="game-search"
      />
    </div>
  );
}
