/**
 * The launch adapter registry: one adapter per game provider turns "this player opens this game"
 * into the URL the site opens. A provider the operator has not configured refuses in Chinese.
 */
import { apiMessages } from 'shared-contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import { hashToken, newToken } from '../auth';
import { insertLaunchToken } from './store';

/** The game being opened: a game of the catalogue, or the provider's own lobby (LOBBY_GAME_CODE). */
export interface LaunchGame {
  game_code: string;
}

export interface LaunchArgs {
  context: AppContext;
  playerId: number;
  game: LaunchGame;
}

export interface LaunchAdapter {
  /** The provider code (game_platforms.code, or a launch path of spec §7 without a platform row). */
  code: string;
  /** Whether the operator has opened this provider (its credentials are configured). */
  isOpen(context: AppContext): boolean;
  /** The URL that opens the game; refuses with 该游戏平台暂未开通 when the provider is not open. */
  launch(args: LaunchArgs): Promise<{ url: string }>;
}

/** The game code a launch token carries when the player opens the provider's lobby, not one game. */
export const LOBBY_GAME_CODE = 'lobby';

/** The providers of spec §3 (game_platforms 1-15), in id order, and our demo provider (16). */
export const PLATFORM_CODES = [
  'pg',
  'ag',
  'im',
  'jdb',
  'ky',
  'sb',
  'cmd',
  'hlqp',
  'lgd',
  'mg',
  'cq',
  'jl',
  'pp',
  'bf',
  'fg',
  'demo',
] as const;
/** Launch paths of spec §7 whose provider has no platform row: they stay closed like an unconfigured one. */
export const UNLISTED_CODES = ['ev', 'yx'] as const;

/** The operator's credentials for `code`, or undefined when the provider is not open. */
function credentialsOf(context: AppContext, code: string) {
  return Object.hasOwn(context.config.providers, code) ? context.config.providers[code] : undefined;
}

/** Appends query parameters to a configured URL, whether or not it already has a query. */
function withQuery(base: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  const [path, hash] = base.split('#', 2) as [string, string | undefined];
  const joined = `${path}${path.includes('?') ? '&' : '?'}${query}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}

/**
 * The seamless-wallet launch: a one-time token (only its hash stored) the provider exchanges for
 * a game session within launchTokenTtlMs; the provider keeps no money, so nothing is transferred.
 * @example await seamlessWalletAdapter('demo').launch({ context, playerId: 7, game: { game_code: 'demo_fruit_slot' } })
 *   // { url: 'http://127.0.0.1:3300/play?token=…&game=demo_fruit_slot' }
 */
export function seamlessWalletAdapter(code: string): LaunchAdapter {
  return {
    code,
    isOpen: (context) => credentialsOf(context, code) !== undefined,
    async launch({ context, playerId, game }) {
      const credentials = credentialsOf(context, code);
      if (!credentials) throw refuse(apiMessages.platformNotOpen);
      const token = newToken();
      const now = context.now();
      await insertLaunchToken(context.db, {
        tokenHash: hashToken(token),
        playerId,
        provider: code,
        gameCode: game.game_code,
        createdAt: now,
        expiresAt: new Date(now.getTime() + context.config.launchTokenTtlMs),
      });
      return { url: withQuery(credentials.launchUrl, { token, game: game.game_code }) };
    },
  };
}

/** A provider we have no adapter for (a platform row the operator added by hand): never opens. */
function closedAdapter(code: string): LaunchAdapter {
  return {
    code,
    isOpen: () => false,
    launch: async () => {
      throw refuse(apiMessages.platformNotOpen);
    },
  };
}

/**
 * Every provider's slot. All of them speak the seamless wallet today, so configuring
 * PROVIDER_<CODE>_SECRET and PROVIDER_<CODE>_LAUNCH_URL opens one; a provider whose launch needs
 * its own API call gets its own adapter here.
 */
const REGISTRY: ReadonlyMap<string, LaunchAdapter> = new Map(
  [...PLATFORM_CODES, ...UNLISTED_CODES].map((code) => [code, seamlessWalletAdapter(code)] as const),
);

/** The adapter of `code`; an unknown code gets one that refuses with 该游戏平台暂未开通. */
export function launchAdapterFor(code: string): LaunchAdapter {
  return REGISTRY.get(code) ?? closedAdapter(code);
}
