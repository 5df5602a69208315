/** SQL of operators' passwords: the hash to check the current one against, and a new one in force. */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

export function selectPasswordOf(db: Db, operatorId: number) {
  return db
    .selectFrom('operators')
    .select(['id', 'username', 'username_canonical', 'password_hash', 'must_change_password'])
    .where('id', '=', operatorId)
    .executeTakeFirst();
}

/** Puts a new password hash in force; `initial`: one the operator must change at their next login. */
export async function setPassword(
  db: Db,
  operatorId: number,
  change: { passwordHash: string; initial: boolean; at: string },
): Promise<void> {
  await db
    .updateTable('operators')
    .set({
      password_hash: change.passwordHash,
      must_change_password: change.initial ? 1 : 0,
      password_changed_at: change.at,
    })
    .where('id', '=', operatorId)
    .execute();
}
