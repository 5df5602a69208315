/** SQL of a player's partial locks (player_restrictions, migration 024). */
import type { Kysely } from 'kysely';
import { precompiled } from '../../db/precompiled';
import type { Database, PlayerRestriction } from '../../db/schema';

type Db = Kysely<Database>;

/** Compiled once: the provider's bet asks it on every call that takes the TypeScript path. */
const restrictedQuery = precompiled<{ playerId: number; restriction: PlayerRestriction }, { player_id: number }>(
  (db, args) =>
    db
      .selectFrom('player_restrictions')
      .select('player_id')
      .where('player_id', '=', args.playerId)
      .where('restriction', '=', args.restriction),
);

/** Whether `restriction` is in force for the player (the table's primary key: one index probe). */
export async function selectRestricted(db: Db, playerId: number, restriction: PlayerRestriction): Promise<boolean> {
  return (await restrictedQuery.first(db, { playerId, restriction })) !== undefined;
}

/** The player's locks in force, each with the username of the operator who set it. */
export function selectRestrictionsOf(db: Db, playerId: number) {
  return db
    .selectFrom('player_restrictions as r')
    .leftJoin('operators as o', 'o.id', 'r.created_by')
    .select(['r.restriction', 'r.reason', 'r.created_by', 'r.created_at', 'o.username as created_by_name'])
    .where('r.player_id', '=', playerId)
    .orderBy('r.created_at')
    .execute();
}

export function selectRestriction(db: Db, playerId: number, restriction: PlayerRestriction) {
  return db
    .selectFrom('player_restrictions')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('restriction', '=', restriction)
    .executeTakeFirst();
}

export function selectPlayerExists(db: Db, playerId: number) {
  return db.selectFrom('players').select('id').where('id', '=', playerId).executeTakeFirst();
}

export function insertRestriction(
  db: Db,
  row: { player_id: number; restriction: PlayerRestriction; reason: string; created_by: number; created_at: string },
) {
  return db.insertInto('player_restrictions').values(row).execute();
}

/** Changes a lock's reason (set again while in force): who and when become the new setter's. */
export function updateRestriction(
  db: Db,
  row: { player_id: number; restriction: PlayerRestriction; reason: string; created_by: number; created_at: string },
) {
  return db
    .updateTable('player_restrictions')
    .set({ reason: row.reason, created_by: row.created_by, created_at: row.created_at })
    .where('player_id', '=', row.player_id)
    .where('restriction', '=', row.restriction)
    .execute();
}

export function deleteRestriction(db: Db, playerId: number, restriction: PlayerRestriction) {
  return db
    .deleteFrom('player_restrictions')
    .where('player_id', '=', playerId)
    .where('restriction', '=', restriction)
    .execute();
}
