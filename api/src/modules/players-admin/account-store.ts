/** SQL of what an operator changes on a player's account: login disabled or not, the withdrawal password cleared. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export function selectAccountState(db: Db, playerId: number) {
  return db
    .selectFrom('players')
    .select([
      'id',
      'login_disabled_at',
      'withdraw_password_hash',
      'withdraw_pw_attempts',
      'withdraw_pw_window_until',
      'withdraw_pw_locked_until',
    ])
    .where('id', '=', playerId)
    .executeTakeFirst();
}

/** Sets or clears login_disabled_at; true when it changed (a repeat of the same change is not one). */
export async function updateLoginDisabled(db: Db, playerId: number, disabledAt: string | null): Promise<boolean> {
  const changed = await db
    .updateTable('players')
    .set({ login_disabled_at: disabledAt })
    .where('id', '=', playerId)
    .where('login_disabled_at', disabledAt === null ? 'is not' : 'is', null)
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) === 1;
}

/** No withdrawal password and no failure lock: the player sets a new one as the first time. */
export async function clearWithdrawPassword(db: Db, playerId: number): Promise<void> {
  await db
    .updateTable('players')
    .set({
      withdraw_password_hash: null,
      withdraw_pw_attempts: 0,
      withdraw_pw_window_until: null,
      withdraw_pw_locked_until: null,
    })
    .where('id', '=', playerId)
    .execute();
}
