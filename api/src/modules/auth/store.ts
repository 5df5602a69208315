/** SQL of player auth: captchas, entry codes, players with their wallet account, sessions of players and operators. */
import { sql, type Kysely } from 'kysely';
import type { Database, EntryCodesTable, SessionsTable } from '../../db/schema';
import { insertTreeRows } from './invite-tree-store';

type Db = Kysely<Database>;

/** Captchas never answered would pile up, one per device: the clean-up job deletes the expired ones. */
export async function deleteExpiredCaptchas(db: Db, now: Date): Promise<number> {
  const deleted = await db.deleteFrom('captchas').where('expires_at', '<=', now.toISOString()).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** Sessions no token can use again: expired, or revoked by a logout. Nothing refers to a session row. */
export async function deleteDeadSessions(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .deleteFrom('sessions')
    .where((row) => row.or([row('expires_at', '<=', now.toISOString()), row('revoked_at', 'is not', null)]))
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** The device's captcha, replacing the one it had. */
export async function upsertCaptcha(
  db: Db,
  row: { device: string; answer_hash: string; expires_at: string },
): Promise<void> {
  await db
    .insertInto('captchas')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('device').doUpdateSet({ answer_hash: row.answer_hash, expires_at: row.expires_at }),
    )
    .execute();
}

/** Takes the device's captcha away and returns it (or undefined). */
export function deleteCaptcha(db: Db, device: string) {
  return db
    .deleteFrom('captchas')
    .where('device', '=', device)
    .returning(['answer_hash', 'expires_at'])
    .executeTakeFirst();
}

export async function insertEntryCode(db: Db, row: EntryCodesTable): Promise<void> {
  await db.insertInto('entry_codes').values(row).execute();
}

/** Entry codes nobody exchanged in time. */
export async function deleteExpiredEntryCodes(db: Db, now: Date): Promise<number> {
  const deleted = await db.deleteFrom('entry_codes').where('expires_at', '<=', now.toISOString()).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/**
 * Takes the entry code away and returns its row (or undefined): one DELETE … RETURNING, so of
 * two exchanges at once only one gets the row.
 */
export function deleteEntryCode(db: Db, codeHash: string) {
  return db
    .deleteFrom('entry_codes')
    .where('code_hash', '=', codeHash)
    .returning(['player_id', 'expires_at'])
    .executeTakeFirst();
}

export async function isInviteCodeTaken(db: Db, code: string): Promise<boolean> {
  return (await db.selectFrom('players').select('id').where('invite_code', '=', code).executeTakeFirst()) !== undefined;
}

/** `canonical`: the name in canonical form (usernames.ts). */
export async function isUsernameTaken(db: Db, canonical: string): Promise<boolean> {
  return (
    (await db.selectFrom('players').select('id').where('username_canonical', '=', canonical).executeTakeFirst()) !==
    undefined
  );
}

export async function selectPlayerIdByInviteCode(db: Db, inviteCode: string): Promise<number | undefined> {
  return (await db.selectFrom('players').select('id').where('invite_code', '=', inviteCode).executeTakeFirst())?.id;
}

/** Whether an operator disabled the player's login (players.login_disabled_at set). */
export async function isLoginDisabled(db: Db, playerId: number): Promise<boolean> {
  const row = await db.selectFrom('players').select('login_disabled_at').where('id', '=', playerId).executeTakeFirst();
  return row?.login_disabled_at != null;
}

/**
 * The account a login names, player or operator: the one spelt exactly so first (an account whose
 * name clashed by case before names were canonical keeps logging in by its spelling), else the
 * canonical one.
 */
export function selectCredentials(
  db: Db,
  table: 'players' | 'operators',
  username: { asTyped: string; canonical: string },
) {
  return db
    .selectFrom(table)
    .select(['id', 'password_hash'])
    .where((where) =>
      where.or([where('username', '=', username.asTyped), where('username_canonical', '=', username.canonical)]),
    )
    .orderBy(sql`case when username = ${username.asTyped} then 0 else 1 end`)
    .limit(1)
    .executeTakeFirst();
}

/** A player and their wallet account, in one transaction. */
export function insertPlayerWithWallet(
  db: Db,
  player: {
    username: string;
    usernameCanonical: string;
    passwordHash: string;
    inviteCode: string;
    inviterId: number | null;
    createdAt: string;
    /** Absent or null: the player confirmed no age (created by a test, a benchmark). */
    ageConfirmedAt?: string | null;
  },
) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('players')
      .values({
        username: player.username,
        username_canonical: player.usernameCanonical,
        password_hash: player.passwordHash,
        withdraw_password_hash: null,
        invite_code: player.inviteCode,
        inviter_id: player.inviterId,
        created_at: player.createdAt,
        age_confirmed_at: player.ageConfirmedAt ?? null,
      })
      .returning(['id', 'username'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('accounts')
      .values({ kind: 'player', player_id: row.id, code: `player:${row.id}`, created_at: player.createdAt })
      .execute();
    if (player.inviterId !== null)
      await insertTreeRows(trx, { id: row.id, inviterId: player.inviterId, joinedAt: player.createdAt });
    return row;
  });
}

/** A new session row; its id (what the session's client trace names). */
export async function insertSession(db: Db, session: Omit<SessionsTable, 'id' | 'revoked_at'>): Promise<number> {
  const row = await db
    .insertInto('sessions')
    .values({ ...session, revoked_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function selectSessionByTokenHash(db: Db, tokenHash: string) {
  return db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** What every operator request checks: role, two-factor status, disabled. */
export function selectOperatorAccess(db: Db, operatorId: number) {
  return db
    .selectFrom('operators')
    .select(['role', 'totp_enabled_at', 'disabled_at', 'must_change_password'])
    .where('id', '=', operatorId)
    .executeTakeFirst();
}

export async function extendSession(db: Db, sessionId: number, lastSeenAt: string, expiresAt: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: lastSeenAt, expires_at: expiresAt })
    .where('id', '=', sessionId)
    .execute();
}

export async function revokeSessionRow(db: Db, sessionId: number, revokedAt: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: revokedAt }).where('id', '=', sessionId).execute();
}
