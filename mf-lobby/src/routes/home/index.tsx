/**
 * Home (/home, kept alive): top bar, banners, notice bar, search, shortcuts, the side-tab game
 * lobby, the recommended strip, provider badges and licences (spec §1, §2). What sits below the
 * fold or waits for a tap is split into its own chunks so the first paint stays light.
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { getHost, RemotePage } from 'remote-kit';
import type { Game } from 'shared-contracts';
import { useLaunchGame } from '../../shared/launch/use-launch-game';
import { BannerCarousel } from './components/BannerCarousel';
import { GameLobby } from './components/GameLobby';
import { GameSearch } from './components/GameSearch';
import { HomeNoticeBar } from './components/HomeNoticeBar';
import { Shortcuts } from './components/Shortcuts';
import { TopBar } from './components/TopBar';
import { useHomeTab } from './hooks/use-home-tab';
import { useHotGames } from './hooks/use-hot-games';
import styles from './Home.module.css';

const RecommendStrip = lazy(() => import('./components/RecommendStrip'));
const HomeFooter = lazy(() => import('./components/HomeFooter'));

export default function Home() {
  const [tab, setTab] = useHomeTab();
  const [searchResults, setSearchResults] = useState<readonly Game[] | null>(null);
  const hotGames = useHotGames();
  const launch = useLaunchGame();
  // The site server drew a static first screen over this page; it goes once ours shows the same.
  const [bannerShown, setBannerShown] = useState(false);
  const showBanner = useCallback(() => setBannerShown(true), []);
  const firstScreenReady = bannerShown && hotGames !== undefined;
  useEffect(() => {
    if (firstScreenReady) getHost().firstScreenShown?.();
  }, [firstScreenReady]);

  const showResults = (games: readonly Game[]) => {
    setSearchResults(games);
    setTab('search');
  };
  // Spec §5: an emptied search box brings the hot tab back.
  const clearResults = () => {
    setSearchResults(null);
    if (tab === 'search') setTab('hot');
  };

  return (
    <RemotePage className={styles.home}>
      <TopBar />
      <BannerCarousel onShown={showBanner} />
      <HomeNoticeBar />
      <GameSearch onResults={showResults} onCleared={clearResults} />
      <Shortcuts />
      <GameLobby tab={tab} onTabChange={setTab} hotGames={hotGames} searchResults={searchResults} onLaunch={launch} />
      <Suspense fallback={null}>
        {hotGames && hotGames.length > 0 && <RecommendStrip games={hotGames} onLaunch={launch} />}
        <HomeFooter />
      </Suspense>
    </RemotePage>
  );
}
