/** The home side tabs (spec §2): hot, then the categories by game_type_id, and the search results. */
import { GAME_TYPES, messages } from 'shared-contracts';

export type CategoryTab = 'slots' | 'live' | 'chess' | 'fishing' | 'sports';
export type HomeTab = 'hot' | CategoryTab | 'search';

/** The category tabs in side-bar order with the game type each lists. */
export const CATEGORY_TABS: ReadonlyArray<{ key: CategoryTab; gameType: number; title: string }> = [
  { key: 'slots', gameType: GAME_TYPES.slots, title: messages.lobby.tabs.slots },
  { key: 'live', gameType: GAME_TYPES.live, title: messages.lobby.tabs.live },
  { key: 'chess', gameType: GAME_TYPES.chess, title: messages.lobby.tabs.chess },
  { key: 'fishing', gameType: GAME_TYPES.fishing, title: messages.lobby.tabs.fishing },
  { key: 'sports', gameType: GAME_TYPES.sports, title: messages.lobby.tabs.sports },
];

/** The tab `?game_type=<id>` preselects; undefined for a missing or unknown id. */
export function tabOfGameType(gameType: string | null): HomeTab | undefined {
  if (!gameType) return undefined;
  return CATEGORY_TABS.find((tab) => String(tab.gameType) === gameType.trim())?.key;
}

/** The game type a category tab lists; undefined for hot and search. */
export function gameTypeOfTab(tab: HomeTab): number | undefined {
  return CATEGORY_TABS.find((category) => category.key === tab)?.gameType;
}

/** Spec §9: 3 columns for hot and search, 2 otherwise. */
export function columnsOfTab(tab: HomeTab): 2 | 3 {
  return tab === 'hot' || tab === 'search' ? 3 : 2;
}
