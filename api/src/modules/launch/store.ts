/** SQL of game launch: the game and provider a launch names, and the one-time launch tokens. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * The game of `gameCode` with its provider, on `platTypeId` when given; when two platforms share
 * a code, the one listed first in the lobby (highest sort).
 */
export function selectGameWithPlatform(db: Db, gameCode: string, platTypeId?: number) {
  let query = db
    .selectFrom('games')
    .innerJoin('game_platforms', 'game_platforms.id', 'games.plat_type_id')
    .select([
      'games.game_code',
      'games.status',
      'game_platforms.code as provider',
      'game_platforms.status as platform_status',
    ])
    .where('games.game_code', '=', gameCode);
  if (platTypeId !== undefined) query = query.where('games.plat_type_id', '=', platTypeId);
  return query.orderBy('game_platforms.sort', 'desc').orderBy('game_platforms.id').executeTakeFirst();
}

export function selectPlatformByCode(db: Db, code: string) {
  return db.selectFrom('game_platforms').select(['id', 'status']).where('code', '=', code).executeTakeFirst();
}

/** A game of the platform, by its lobby id or by its code. */
export function selectGameAtPlatform(db: Db, platformId: number, game: { id: number } | { code: string }) {
  const query = db.selectFrom('games').select(['game_code', 'status']).where('plat_type_id', '=', platformId);
  return ('id' in game ? query.where('id', '=', game.id) : query.where('game_code', '=', game.code)).executeTakeFirst();
}

export async function insertLaunchToken(
  db: Db,
  launch: { tokenHash: string; playerId: number; provider: string; gameCode: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('provider_launches')
    .values({
      token_hash: launch.tokenHash,
      player_id: launch.playerId,
      provider: launch.provider,
      game_code: launch.gameCode,
      created_at: launch.createdAt.toISOString(),
      expires_at: launch.expiresAt.toISOString(),
      used_at: null,
    })
    .execute();
}
