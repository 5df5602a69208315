/** SQL of the chain watcher: the one status row, transfers awaiting confirmation, outflows of our addresses. */
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { ChainPendingTransfersTable, ChainWatchStatusTable, Database } from '../../db/schema';

type Db = Kysely<Database>;
const STATUS_ID = 1;

export async function selectStatus(db: Db, now: Date) {
  await db
    .insertInto('chain_watch_status')
    .values({ id: STATUS_ID, updated_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  return db.selectFrom('chain_watch_status').selectAll().where('id', '=', STATUS_ID).executeTakeFirstOrThrow();
}
export type WatchStatus = Awaited<ReturnType<typeof selectStatus>>;

export async function updateStatus(db: Db, changes: Updateable<ChainWatchStatusTable>): Promise<void> {
  await db.updateTable('chain_watch_status').set(changes).where('id', '=', STATUS_ID).execute();
}

/**
 * Moves the event cursor forward, never back: of two watchers (a lease that ran out under a slow
 * pass), the one behind cannot undo the other's progress, and each only writes a time before which
 * it processed everything.
 */
export async function advanceEventCursor(db: Db, cursor: number, at: string): Promise<void> {
  await db
    .updateTable('chain_watch_status')
    .set({ event_cursor: cursor, updated_at: at })
    .where('id', '=', STATUS_ID)
    .where((eb) => eb.or([eb('event_cursor', 'is', null), eb('event_cursor', '<', cursor)]))
    .execute();
}

/** Counts one more error (of any kind) beside the other changes, in one statement (two processes may write). */
export async function updateStatusWithError(db: Db, changes: Updateable<ChainWatchStatusTable>): Promise<void> {
  await db
    .updateTable('chain_watch_status')
    .set((eb) => ({ ...changes, error_count: eb(eb.ref('error_count'), '+', 1) }))
    .where('id', '=', STATUS_ID)
    .execute();
}

export type PendingTransfer = Selectable<ChainPendingTransfersTable>;

/** Notes a transfer seen in the event list; nothing when it is noted already. */
export async function insertPendingOnce(
  db: Db,
  row: Omit<ChainPendingTransfersTable, 'checks' | 'absent_checks' | 'checked_at' | 'last_absent_at' | 'last_answer'>,
): Promise<void> {
  await db
    .insertInto('chain_pending_transfers')
    .values(row)
    .onConflict((conflict) => conflict.columns(['tx_id', 'event_index']).doNothing())
    .execute();
}

/** Pending transfers, the least recently checked first (never checked before all). */
export async function selectPendingToCheck(db: Db, limit: number): Promise<PendingTransfer[]> {
  const rows = await db
    .selectFrom('chain_pending_transfers')
    .selectAll()
    .orderBy('checked_at', (order) => order.asc().nullsFirst())
    .orderBy('block_timestamp')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ...row,
    block_number: Number(row.block_number),
    block_timestamp: Number(row.block_timestamp),
    checks: Number(row.checks),
    absent_checks: Number(row.absent_checks),
  }));
}

export async function countPending(db: Db): Promise<number> {
  const row = await db
    .selectFrom('chain_pending_transfers')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * Records one check of a pending transfer: what the chain said, and whether it counted as an
 * absence; a node that knows the transaction (`present`) breaks the series of absences.
 */
export async function notePendingCheck(
  db: Db,
  key: { txId: string; eventIndex: number },
  check: { at: string; answer: string; absent: boolean; present: boolean },
): Promise<void> {
  await db
    .updateTable('chain_pending_transfers')
    .set((eb) => ({
      checked_at: check.at,
      checks: eb('checks', '+', 1),
      last_answer: check.answer.slice(0, 300),
      ...(check.absent ? { absent_checks: eb('absent_checks', '+', 1), last_absent_at: check.at } : {}),
      ...(check.present ? { absent_checks: 0 } : {}),
    }))
    .where('tx_id', '=', key.txId)
    .where('event_index', '=', key.eventIndex)
    .execute();
}

export async function deletePending(db: Db, key: { txId: string; eventIndex: number }): Promise<void> {
  await db
    .deleteFrom('chain_pending_transfers')
    .where('tx_id', '=', key.txId)
    .where('event_index', '=', key.eventIndex)
    .execute();
}

export async function insertOutflowOnce(db: Db, row: Database['chain_outflows']): Promise<void> {
  await db
    .insertInto('chain_outflows')
    .values(row)
    .onConflict((conflict) => conflict.columns(['tx_id', 'event_index']).doNothing())
    .execute();
}
