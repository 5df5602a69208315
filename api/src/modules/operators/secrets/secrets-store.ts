/** SQL of sealing two-factor secrets: the rows still holding a plaintext one, and sealing one unless it changed meanwhile. */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;
export type SecretColumn = 'totp_secret' | 'totp_pending_secret';

/** Operators with a secret (in force or pending) not sealed yet. */
export function selectUnsealedSecrets(db: Db, sealedPrefix: string) {
  const unsealed = (column: SecretColumn) =>
    db
      .selectFrom('operators')
      .select(['id', 'totp_secret', 'totp_pending_secret'])
      .where(column, 'is not', null)
      .where(column, 'not like', `${sealedPrefix}%`);
  return unsealed('totp_secret').union(unsealed('totp_pending_secret')).execute();
}

/** Replaces the column's value with its sealed form, if it still holds `plaintext`: whether it did. */
export async function replaceSecret(
  db: Db,
  operatorId: number,
  column: SecretColumn,
  change: { plaintext: string; sealed: string },
): Promise<boolean> {
  const updated = await db
    .updateTable('operators')
    .set({ [column]: change.sealed })
    .where('id', '=', operatorId)
    .where(column, '=', change.plaintext)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
