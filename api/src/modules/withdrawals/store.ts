/**
 * SQL shared by the sub-features of money out: the player row's lock, taken by a withdrawal
 * request (requests/) and by an address change (addresses/), and by other modules through index.ts.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Dialect } from '../../db/dialect';

type Db = Kysely<Database>;

/**
 * The player's row, locked until the caller's transaction ends on PostgreSQL, so one player's
 * withdrawals (and address changes) are judged one after the other; SQLite runs one writing
 * transaction at a time already.
 */
export function lockPlayerRow(db: Db, dialect: Dialect, playerId: number) {
  const query = db
    .selectFrom('players')
    .select(['id', 'password_hash', 'withdraw_password_hash'])
    .where('id', '=', playerId);
  return (dialect === 'postgres' ? query.forNoKeyUpdate() : query).executeTakeFirst();
}
