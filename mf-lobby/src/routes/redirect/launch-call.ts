/** Which call starts a game on /redirect (spec §4, §7): by provider, each answering the URL to open. */
import { apiPaths, PLATFORM_IDS } from 'shared-contracts';

export type LaunchCall =
  | { kind: 'request'; method: 'GET' | 'POST'; path: string; params: Record<string, string | number> }
  /** PG opens our own PG hall rather than a provider page. */
  | { kind: 'navigate'; path: string };

export interface RedirectQuery {
  platTypeId: number;
  gameCode: string;
  /** 'AgFish' or 'Ag' for AG games, otherwise absent. */
  type?: string | null;
}

const { launch } = apiPaths;

/** Providers with a launch call of their own (spec §3 provider ids); the rest, the demo among them, use the lobby's begin. */
const PROVIDER_CALLS: Readonly<Record<number, { method: 'GET' | 'POST'; path: string }>> = {
  3: { method: 'POST', path: launch.imStart },
  4: { method: 'GET', path: launch.jdbLogin },
  5: { method: 'GET', path: launch.kyGameHall },
  6: { method: 'GET', path: launch.sbStart },
  7: { method: 'GET', path: launch.cmdLogin },
  8: { method: 'GET', path: launch.hlqpStart },
  9: { method: 'GET', path: launch.lgdStart },
  10: { method: 'GET', path: launch.mgStart },
  11: { method: 'GET', path: launch.cqLogin },
  12: { method: 'GET', path: launch.jlLogin },
  13: { method: 'GET', path: launch.ppStart },
};

/**
 * The call for a /redirect query.
 * @example launchCallOf({ platTypeId: 16, gameCode: 'demo_fruit_slot' })
 *   → { kind: 'request', method: 'GET', path: '/api/plat/game/begin', params: { game_code: 'demo_fruit_slot', plat_type_id: 16 } }
 */
export function launchCallOf({ platTypeId, gameCode, type }: RedirectQuery): LaunchCall {
  if (platTypeId === PLATFORM_IDS.pg) return { kind: 'navigate', path: '/pcSlots' };
  if (platTypeId === PLATFORM_IDS.ag) {
    return {
      kind: 'request',
      method: 'GET',
      path: type === 'AgFish' ? launch.agFish : launch.agForward,
      params: { game_code: gameCode },
    };
  }
  const own = PROVIDER_CALLS[platTypeId];
  if (own) return { kind: 'request', ...own, params: { game_code: gameCode } };
  return {
    kind: 'request',
    method: 'GET',
    path: apiPaths.lobby.begin,
    params: { game_code: gameCode, plat_type_id: platTypeId },
  };
}
