/**
 * One DB transaction per movement of money, run again when the database says a concurrent
 * writer won: a unique-key race (two requests with one idempotency key) or a PostgreSQL deadlock.
 * The second run finds the winner's row and answers as a replay.
 */
import type { Kysely, Transaction } from 'kysely';
import { isRetryableConflict, isUniqueViolation } from './errors';
import { runOnHeldConnection } from './precompiled';
import type { Database } from './schema';

const ATTEMPTS = 4;

export async function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute((trx) => runOnHeldConnection(trx, db, work));
    } catch (error) {
      if (attempt >= ATTEMPTS || !(isUniqueViolation(error) || isRetryableConflict(error))) throw error;
    }
  }
}
