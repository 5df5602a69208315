/** SQL of operator accounts: their login and two-factor state, recovery codes, and their sessions. */
import { sql, type Kysely, type Updateable } from 'kysely';
import type { Dialect } from '../../db/dialect';
import type { Database, OperatorsTable } from '../../db/schema';

type Db = Kysely<Database>;

/** What the login needs of the operator a name names (same lookup as selectCredentials). */
export function selectOperatorLogin(db: Db, username: { asTyped: string; canonical: string }) {
  return db
    .selectFrom('operators')
    .select(['id', 'password_hash', 'disabled_at', 'totp_secret', 'totp_enabled_at', 'totp_last_step'])
    .where((where) =>
      where.or([where('username', '=', username.asTyped), where('username_canonical', '=', username.canonical)]),
    )
    .orderBy(sql`case when username = ${username.asTyped} then 0 else 1 end`)
    .limit(1)
    .executeTakeFirst();
}

const OPERATOR_COLUMNS = [
  'id',
  'username',
  'role',
  'totp_secret',
  'totp_pending_secret',
  'totp_enabled_at',
  'disabled_at',
  'created_at',
  'last_login_at',
  'must_change_password',
] as const;

export function selectOperator(db: Db, id: number) {
  return db.selectFrom('operators').select(OPERATOR_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The operator's row, locked for the change on PostgreSQL (SQLite runs one writer at a time). */
export function lockOperator(db: Db, dialect: Dialect, id: number) {
  const query = db.selectFrom('operators').select(OPERATOR_COLUMNS).where('id', '=', id);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/**
 * The ids of the enabled super admins, their rows locked on PostgreSQL: two changes at once (each
 * demoting the other) then run one after the other, and the second sees the first's result.
 */
export async function lockEnabledSuperAdmins(db: Db, dialect: Dialect): Promise<number[]> {
  const query = db
    .selectFrom('operators')
    .select('id')
    .where('role', '=', 'super_admin')
    .where('disabled_at', 'is', null)
    .orderBy('id');
  return (await (dialect === 'postgres' ? query.forUpdate() : query).execute()).map((row) => row.id);
}

export async function updateOperator(db: Db, id: number, values: Updateable<OperatorsTable>): Promise<void> {
  await db.updateTable('operators').set(values).where('id', '=', id).execute();
}

/**
 * Accepts a code of `step` unless a code of that step or a later one was accepted already (by a
 * login at the same moment too): whether this one won.
 */
export async function acceptTotpStep(db: Db, id: number, step: number): Promise<boolean> {
  const updated = await db
    .updateTable('operators')
    .set({ totp_last_step: step })
    .where('id', '=', id)
    .where((where) => where.or([where('totp_last_step', 'is', null), where('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Puts the pending secret in force, unless another enrolment did first: whether this one did. */
export async function enableTotp(
  db: Db,
  id: number,
  enrolment: { secret: string; step: number; now: string },
): Promise<boolean> {
  const updated = await db
    .updateTable('operators')
    .set({
      totp_secret: enrolment.secret,
      totp_pending_secret: null,
      totp_enabled_at: enrolment.now,
      totp_last_step: enrolment.step,
    })
    .where('id', '=', id)
    .where('totp_enabled_at', 'is', null)
    .where('totp_pending_secret', '=', enrolment.secret)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export async function replaceRecoveryCodes(db: Db, operatorId: number, hashes: string[], now: string): Promise<void> {
  await deleteRecoveryCodes(db, operatorId);
  await db
    .insertInto('operator_recovery_codes')
    .values(hashes.map((code_hash) => ({ operator_id: operatorId, code_hash, created_at: now })))
    .execute();
}

export async function deleteRecoveryCodes(db: Db, operatorId: number): Promise<void> {
  await db.deleteFrom('operator_recovery_codes').where('operator_id', '=', operatorId).execute();
}

/** Marks the operator's unused recovery code used, in one UPDATE: of two logins with it, one wins. */
export async function consumeRecoveryCode(db: Db, operatorId: number, codeHash: string, now: string) {
  const updated = await db
    .updateTable('operator_recovery_codes')
    .set({ used_at: now })
    .where('operator_id', '=', operatorId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/**
 * Revokes every live session of the operator (disabled, two-factor or password reset), or every
 * one but `keepSessionId` (their own password change): how many it revoked.
 */
export async function revokeOperatorSessions(
  db: Db,
  operatorId: number,
  now: string,
  keepSessionId?: number,
): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('subject_type', '=', 'operator')
    .where('subject_id', '=', operatorId)
    .where('revoked_at', 'is', null);
  if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
  return Number((await query.executeTakeFirst()).numUpdatedRows);
}

/** Revokes one operator session that is still open: whether this call did. */
export async function revokeOpenSession(db: Db, sessionId: number, now: string): Promise<boolean> {
  const updated = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('subject_type', '=', 'operator')
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export function insertOperator(
  db: Db,
  operator: {
    username: string;
    usernameCanonical: string;
    passwordHash: string;
    role: string;
    createdAt: string;
    mustChangePassword: boolean;
  },
) {
  return db
    .insertInto('operators')
    .values({
      username: operator.username,
      username_canonical: operator.usernameCanonical,
      password_hash: operator.passwordHash,
      role: operator.role,
      created_at: operator.createdAt,
      must_change_password: operator.mustChangePassword ? 1 : 0,
    })
    .returning(['id', 'username', 'role'])
    .executeTakeFirstOrThrow();
}
