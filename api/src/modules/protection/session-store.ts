/**
 * SQL of a player's ways in and their play this login: their sessions, their live game sessions at
 * the providers and unused launch tokens, their entry codes (a break ends them all), and the
 * rounds of this login (the reality check).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Revokes every live session of the player (a break logs them out everywhere). Returns how many. */
export async function revokePlayerSessions(db: Db, playerId: number, now: string): Promise<number> {
  const revoked = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('subject_type', '=', 'player')
    .where('subject_id', '=', playerId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(revoked.numUpdatedRows);
}

/**
 * Ends the player's live game sessions (a bet needs a live one, so the games take no more bets)
 * and spends their launch tokens not yet exchanged (no game opens from one). Wins and rollbacks
 * of bets already placed still arrive: they never need a session. Returns how many of each.
 */
export async function endGameSessions(db: Db, playerId: number, now: string) {
  const sessions = await db
    .updateTable('provider_sessions')
    .set({ expires_at: now })
    .where('player_id', '=', playerId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  const launches = await db
    .updateTable('provider_launches')
    .set({ expires_at: now })
    .where('player_id', '=', playerId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return { gameSessions: Number(sessions.numUpdatedRows), launches: Number(launches.numUpdatedRows) };
}

/** Deletes the player's entry codes not yet exchanged. Returns how many. */
export async function deletePlayerEntryCodes(db: Db, playerId: number): Promise<number> {
  const deleted = await db.deleteFrom('entry_codes').where('player_id', '=', playerId).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** When the session began (its login). */
export async function selectSessionStart(db: Db, sessionId: number): Promise<string | undefined> {
  return (await db.selectFrom('sessions').select('created_at').where('id', '=', sessionId).executeTakeFirst())
    ?.created_at;
}

/** Payouts minus stakes of the player's rounds opened since `since` (an open round: its stake is out). */
export async function selectNetResultSince(db: Db, playerId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('game_rounds')
    .select(sql<number | string>`cast(coalesce(sum(payout - stake), 0) as bigint)`.as('net'))
    .where('player_id', '=', playerId)
    .where('opened_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.net);
}
