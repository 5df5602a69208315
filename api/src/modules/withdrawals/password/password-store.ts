/** SQL of the withdrawal password and its failure lock (players.withdraw_pw_* columns). */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

/** The player's login and withdrawal password hashes and lock. */
export function selectPasswordState(db: Db, playerId: number) {
  return db
    .selectFrom('players')
    .select(['password_hash', 'withdraw_password_hash', 'withdraw_pw_locked_until'])
    .where('id', '=', playerId)
    .executeTakeFirst();
}

/** Sets the first withdrawal password; false when one exists already (a twin request set it first). */
export async function setFirstWithdrawPassword(db: Db, playerId: number, hash: string): Promise<boolean> {
  const result = await db
    .updateTable('players')
    .set({ withdraw_password_hash: hash })
    .where('id', '=', playerId)
    .where('withdraw_password_hash', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replaceWithdrawPassword(db: Db, playerId: number, hash: string): Promise<void> {
  await db.updateTable('players').set({ withdraw_password_hash: hash }).where('id', '=', playerId).execute();
}

/**
 * Takes one attempt in one statement, before the password is judged: none while locked or while
 * `max` attempts of the open window are taken, so concurrent guesses never take more than `max`.
 * A window that ended starts again at 1. The attempt's number in its window, or undefined when refused.
 */
export async function takePasswordAttempt(
  db: Db,
  playerId: number,
  at: { now: string; newWindowUntil: string; max: number },
): Promise<number | undefined> {
  const windowOpen = sql<boolean>`(withdraw_pw_window_until is not null and withdraw_pw_window_until > ${at.now})`;
  const row = await db
    .updateTable('players')
    .set({
      withdraw_pw_attempts: sql<number>`case when ${windowOpen} then withdraw_pw_attempts + 1 else 1 end`,
      withdraw_pw_window_until: sql<string>`case when ${windowOpen} then withdraw_pw_window_until else ${at.newWindowUntil} end`,
    })
    .where('id', '=', playerId)
    .where((eb) => eb.or([eb('withdraw_pw_locked_until', 'is', null), eb('withdraw_pw_locked_until', '<=', at.now)]))
    .where(sql<boolean>`(not ${windowOpen} or withdraw_pw_attempts < ${at.max})`)
    .returning('withdraw_pw_attempts')
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.withdraw_pw_attempts);
}

/** Whether a refused attempt met a lock (then `locked_until` is after now) or only attempts still being judged. */
export function selectPasswordLock(db: Db, playerId: number) {
  return db
    .selectFrom('players')
    .select(['withdraw_pw_locked_until', 'withdraw_pw_attempts', 'withdraw_pw_window_until'])
    .where('id', '=', playerId)
    .executeTakeFirst();
}

/** Locks the password until `until`; the attempts start again once it ends. */
export async function lockWithdrawPassword(db: Db, playerId: number, until: string): Promise<void> {
  await db
    .updateTable('players')
    .set({ withdraw_pw_locked_until: until, withdraw_pw_attempts: 0, withdraw_pw_window_until: null })
    .where('id', '=', playerId)
    .execute();
}

/** A right password: the wrong ones before it no longer count. */
export async function clearPasswordAttempts(db: Db, playerId: number): Promise<void> {
  await db
    .updateTable('players')
    .set({ withdraw_pw_attempts: 0, withdraw_pw_window_until: null })
    .where('id', '=', playerId)
    .where('withdraw_pw_attempts', '>', 0)
    .execute();
}
