/** SQL of the chain watcher: per-address cursors and the one status row (migration 008). */
import type { Kysely, Updateable } from 'kysely';
import type { ChainWatchStatusTable, Database } from '../../db/schema';

type Db = Kysely<Database>;
const STATUS_ID = 1;

export function selectCursor(db: Db, address: string) {
  return db.selectFrom('chain_watch_cursors').selectAll().where('address', '=', address).executeTakeFirst();
}

export function selectCursors(db: Db) {
  return db.selectFrom('chain_watch_cursors').selectAll().orderBy('address').execute();
}

/**
 * Writes a cursor, never backwards: of two watchers (a lease that ran out under a slow pass), the
 * one behind cannot undo the other's progress. Every value written is safe on its own, since each
 * writer only writes a timestamp before which it processed everything.
 */
export async function upsertCursor(
  db: Db,
  row: { address: string; minTimestamp: number; doneAtCursor: string[]; handedOver: number; now: Date },
): Promise<void> {
  const values = {
    address: row.address,
    min_timestamp: row.minTimestamp,
    done_at_cursor: JSON.stringify(row.doneAtCursor),
    handed_over: row.handedOver,
    updated_at: row.now.toISOString(),
  };
  await db
    .insertInto('chain_watch_cursors')
    .values(values)
    .onConflict((conflict) =>
      conflict
        .column('address')
        .doUpdateSet((eb) => ({
          min_timestamp: eb.ref('excluded.min_timestamp'),
          done_at_cursor: eb.ref('excluded.done_at_cursor'),
          handed_over: eb(eb.ref('chain_watch_cursors.handed_over'), '+', eb.ref('excluded.handed_over')),
          updated_at: eb.ref('excluded.updated_at'),
        }))
        .whereRef('chain_watch_cursors.min_timestamp', '<=', 'excluded.min_timestamp'),
    )
    .execute();
}

export async function selectStatus(db: Db, now: Date) {
  await db
    .insertInto('chain_watch_status')
    .values({ id: STATUS_ID, updated_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  return db.selectFrom('chain_watch_status').selectAll().where('id', '=', STATUS_ID).executeTakeFirstOrThrow();
}

export async function updateStatus(db: Db, changes: Updateable<ChainWatchStatusTable>): Promise<void> {
  await db.updateTable('chain_watch_status').set(changes).where('id', '=', STATUS_ID).execute();
}

/** Counts one more error (of any kind) beside the other changes, in one statement (two processes may write). */
export async function updateStatusWithError(db: Db, changes: Updateable<ChainWatchStatusTable>): Promise<void> {
  await db
    .updateTable('chain_watch_status')
    .set((eb) => ({ ...changes, error_count: eb(eb.ref('error_count'), '+', 1) }))
    .where('id', '=', STATUS_ID)
    .execute();
}
