/**
 * Game launch (spec §4, §7): find the game the player chose, check that it and its provider are
 * open and that the player may play (no break, room left under the loss limits), and let the
 * provider's adapter make the URL. Every refusal is a Chinese message.
 */
import { apiMessages, formatUsdt } from 'shared-contracts';
import type { AppContext } from '../../context';
import { refuse, UnauthorizedError } from '../../errors';
import { playerBalance } from '../ledger';
import { assertMayLaunch } from '../protection';
import { assertUnrestricted } from '../risk';
import { launchAdapterFor, LOBBY_GAME_CODE, type LaunchGame } from './adapters';
import { selectGameAtPlatform, selectGameWithPlatform, selectPlatformByCode } from './store';

/** Spec §3 game status: 1 available; 2 maintenance, 3 coming soon, 4 stay tuned. */
const STATUS_REFUSALS: Readonly<Record<number, string>> = {
  2: apiMessages.gameMaintenance,
  3: apiMessages.gameComingSoon,
  4: apiMessages.gameStayTuned,
};

/** Throws the status message of a game that is not available; an unknown status counts as maintenance. */
function refuseUnlessAvailable(status: number): void {
  if (status === 1) return;
  throw refuse(STATUS_REFUSALS[status] ?? apiMessages.gameMaintenance);
}

/**
 * GET /api/plat/game/begin: the game by its code, on `platTypeId` when given. When two platforms
 * share a code and none is named, the platform listed first in the lobby (highest sort) wins.
 */
export async function beginGame(
  context: AppContext,
  playerId: number,
  selection: { game_code: string; plat_type_id?: number },
) {
  const game = await selectGameWithPlatform(context.db, selection.game_code, selection.plat_type_id);
  if (!game) throw refuse(apiMessages.gameUnknown);
  refuseUnlessAvailable(Number(game.status));
  if (Number(game.platform_status) !== 1) throw refuse(apiMessages.platformNotOpen);
  await assertMayLaunch(context.db, playerId, context.now());
  await assertUnrestricted(context.db, playerId, 'bet');
  return launchAdapterFor(game.provider).launch({ context, playerId, game: { game_code: game.game_code } });
}

/** The game a provider launch call names (by lobby id or by code), or the provider's lobby when it names none. */
async function gameAtPlatform(
  context: AppContext,
  platformId: number,
  selection: ProviderSelection,
): Promise<LaunchGame> {
  if (!selection.game_id && !selection.game_code) return { game_code: LOBBY_GAME_CODE };
  const game = await selectGameAtPlatform(
    context.db,
    platformId,
    selection.game_id ? { id: selection.game_id } : { code: selection.game_code as string },
  );
  if (!game) throw refuse(apiMessages.gameUnknown);
  refuseUnlessAvailable(Number(game.status));
  return { game_code: game.game_code };
}

export interface ProviderSelection {
  game_code?: string;
  /** The game's id in the lobby; 0 means the provider's lobby. */
  game_id?: number;
}

/**
 * A provider launch call of spec §7 (/api/pp/start-game…): the provider must be open first (its
 * platform row on and its credentials configured), then the named game must be playable.
 */
export async function launchAtProvider(
  context: AppContext,
  playerId: number,
  provider: string,
  selection: ProviderSelection,
) {
  const adapter = launchAdapterFor(provider);
  const platform = await selectPlatformByCode(context.db, provider);
  if (!platform || Number(platform.status) !== 1 || !adapter.isOpen(context)) throw refuse(apiMessages.platformNotOpen);
  const game = await gameAtPlatform(context, platform.id, selection);
  await assertMayLaunch(context.db, playerId, context.now());
  await assertUnrestricted(context.db, playerId, 'bet');
  return adapter.launch({ context, playerId, game });
}

/**
 * GET /api/ky/refund: the transfer-wallet call that pulls money back from Kaiyuan. With the
 * seamless wallet nothing is ever held at a provider, so it moves nothing and answers the balance.
 */
export async function kyRefund(context: AppContext, playerId: number) {
  const balance = await playerBalance(context.db, playerId);
  // A session whose player is gone is as good as no session.
  if (balance === null) throw new UnauthorizedError();
  return { balance: formatUsdt(balance) };
}
