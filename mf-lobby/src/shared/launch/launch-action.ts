/** What tapping a game does (spec §4, §5): refuse it, open it in a new window through /redirect, or show its provider's list. */
import { type Game, GAME_STATUS, GAME_TYPES, messages, PLATFORM_IDS } from 'shared-contracts';

export type LaunchAction =
  { kind: 'refuse'; message: string } | { kind: 'open'; url: string } | { kind: 'navigate'; path: string };

type RefusedStatus = keyof typeof messages.lobby.status;

/** The status word of a game that may not start (2, 3, 4); undefined when it is playable (1, empty or unknown). */
export function refusalWordOf(status: number | null | undefined): string | undefined {
  return status === GAME_STATUS.maintenance || status === GAME_STATUS.comingSoon || status === GAME_STATUS.stayTuned
    ? messages.lobby.status[status as RefusedStatus]
    : undefined;
}

/** The /redirect `type`: AG tells its fishing games (AgFish) from the rest (Ag); other providers need none. */
export function redirectTypeOf(game: Pick<Game, 'plat_type_id' | 'game_type_id'>): 'AgFish' | 'Ag' | undefined {
  if (game.plat_type_id !== PLATFORM_IDS.ag) return undefined;
  return game.game_type_id === GAME_TYPES.fishing ? 'AgFish' : 'Ag';
}

/**
 * Decides a launch for a logged-in player.
 * @example launchActionOf({ status: 2, ... }) → { kind: 'refuse', message: '正在维护，请选择其他游戏' }
 */
export function launchActionOf(
  game: Pick<Game, 'status' | 'open_type' | 'plat_type_id' | 'game_type_id' | 'game_code'>,
): LaunchAction {
  const refusal = refusalWordOf(game.status);
  if (refusal) return { kind: 'refuse', message: `${refusal}${messages.lobby.chooseOther}` };
  if (game.open_type === null || game.open_type === 2) {
    const query = new URLSearchParams({ plat_type_id: String(game.plat_type_id), game_code: game.game_code });
    const type = redirectTypeOf(game);
    if (type) query.set('type', type);
    return { kind: 'open', url: `/redirect?${query.toString()}` };
  }
  return { kind: 'navigate', path: `/cateList?plat_id=${game.plat_type_id}` };
}
