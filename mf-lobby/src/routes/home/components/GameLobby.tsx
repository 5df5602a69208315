/** The side tabs and the game grid (spec §2): hot list, a category's pages, or the search results. */
import { SideBar } from 'antd-mobile';
import { lazy, Suspense } from 'react';
import { messages, type Game } from 'shared-contracts';
import { GameGrid } from '../../../shared/games/GameGrid';
import { PagedGameGrid } from '../../../shared/games/PagedGameGrid';
import { CATEGORY_TABS, columnsOfTab, gameTypeOfTab, type HomeTab } from '../tabs';
import styles from './GameLobby.module.css';

// Only the sports tab needs the notice box and its HTML sanitizer.
const SportsNotice = lazy(() => import('./SportsNotice'));

interface GameLobbyProps {
  tab: HomeTab;
  onTabChange(tab: HomeTab): void;
  /** undefined while the hot list loads. */
  hotGames: readonly Game[] | undefined;
  searchResults: readonly Game[] | null;
  onLaunch(game: Game): void;
}

/** antd-mobile's side items are plain divs: the title is a button, so Tab reaches it and Enter picks it (its click reaches the item). */
function SideTitle({ title, active }: { title: string; active: boolean }) {
  return (
    <button type="button" className={styles.sideTitle} aria-pressed={active}>
      {title}
    </button>
  );
}

export function GameLobby({ tab, onTabChange, hotGames, searchResults, onLaunch }: GameLobbyProps) {
  const columns = columnsOfTab(tab);
  const gameType = gameTypeOfTab(tab);
  return (
    <div className={styles.lobby}>
      <SideBar className={styles.side} activeKey={tab} onChange={(key) => onTabChange(key as HomeTab)}>
        {searchResults && (
          <SideBar.Item
            key="search"
            title={<SideTitle title={messages.lobby.searchResults} active={tab === 'search'} />}
            data-testid="side-tab-search"
          />
        )}
        <SideBar.Item
          key="hot"
          title={<SideTitle title={messages.lobby.tabs.hot} active={tab === 'hot'} />}
          data-testid="side-tab-hot"
        />
        {CATEGORY_TABS.map((category) => (
          <SideBar.Item
            key={category.key}
            title={<SideTitle title={category.title} active={tab === category.key} />}
            data-testid={`side-tab-${category.key}`}
          />
        ))}
      </SideBar>
      <div className={styles.games}>
        {tab === 'sports' && (
          <Suspense fallback={null}>
            <SportsNotice />
          </Suspense>
        )}
        {gameType === undefined ? (
          <GameGrid
            games={(tab === 'search' ? searchResults : hotGames) ?? []}
            columns={columns}
            tab={tab}
            testId="game-grid"
            cover="game_image"
            empty={tab === 'hot' && hotGames === undefined ? undefined : messages.lobby.empty}
            onLaunch={onLaunch}
          />
        ) : (
          // A fresh list per tab: a load of the tab left behind is dropped (and cancelled by the shell's client).
          <PagedGameGrid
            key={tab}
            filter={{ game_type_id: gameType }}
            columns={columns}
            tab={tab}
            testId="game-grid"
            cover="image"
            onLaunch={onLaunch}
          />
        )}
      </div>
    </div>
  );
}
