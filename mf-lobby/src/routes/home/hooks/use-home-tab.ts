/** The chosen side tab; `?game_type=<id>` on /home preselects one each time the player lands there with it. */
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { tabOfGameType, type HomeTab } from '../tabs';

const HOME_PATH = '/home';

export function useHomeTab(): [HomeTab, (tab: HomeTab) => void] {
  const [tab, setTab] = useState<HomeTab>('hot');
  const [appliedLocation, setAppliedLocation] = useState<string | null>(null);
  const location = useLocation();
  const [params] = useSearchParams();
  // Home stays mounted while hidden (keep-alive): only its own URL may choose the tab.
  const preselected = location.pathname === HOME_PATH ? tabOfGameType(params.get('game_type')) : undefined;
  // Adjusting state while rendering (not in an effect) avoids a first paint of the wrong tab.
  if (preselected && appliedLocation !== location.key) {
    setAppliedLocation(location.key);
    setTab(preselected);
  }
  return [tab, setTab];
}
