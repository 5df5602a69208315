/** Starting a game from any grid (home, /cateList, /pcSlots): login first, then spec §4's launch rule. */
import { useCallback } from 'react';
import type { Game } from 'shared-contracts';
import { getHost } from 'remote-kit';
import { launchActionOf } from './launch-action';

export function useLaunchGame(): (game: Game) => void {
  return useCallback((game: Game) => {
    const host = getHost();
    if (!host.requireLogin()) return;
    const action = launchActionOf(game);
    if (action.kind === 'refuse') host.toast(action.message);
    // Opened from the tap itself, so popup blockers let the new window through.
    else if (action.kind === 'open') window.open(action.url, '_blank');
    else host.navigate(action.path);
  }, []);
}
