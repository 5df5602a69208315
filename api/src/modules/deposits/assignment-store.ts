/** SQL of unmatched-deposit assignments awaiting a second operator (table deposit_assignments, migration 025). */
import type { Kysely } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';
import type { Database, DepositAssignmentStatus } from '../../db/schema';

type Db = Kysely<Database>;

function withNames(db: Db) {
  return db
    .selectFrom('deposit_assignments as a')
    .innerJoin('players as p', 'p.id', 'a.player_id')
    .innerJoin('operators as requester', 'requester.id', 'a.requested_by')
    .leftJoin('operators as decider', 'decider.id', 'a.decided_by')
    .selectAll('a')
    .select(['p.username', 'requester.username as requested_by_name', 'decider.username as decided_by_name']);
}

export type AssignmentRow = NonNullable<Awaited<ReturnType<typeof selectAssignment>>>;

export function selectAssignment(db: Db, id: number) {
  return withNames(db).where('a.id', '=', id).executeTakeFirst();
}

/** Newest first, by status; at most 200 (the queue of pending ones is short). */
export function selectAssignments(db: Db, status: DepositAssignmentStatus | undefined) {
  let query = withNames(db);
  if (status !== undefined) query = query.where('a.status', '=', status);
  return query.orderBy('a.id', 'desc').limit(200).execute();
}

/** The pending assignments of these deposits (at most one each: a unique partial index). */
export async function selectPendingOf(db: Db, chainDepositIds: readonly number[]) {
  if (chainDepositIds.length === 0) return [];
  return withNames(db)
    .where('a.status', '=', 'pending')
    .where('a.chain_deposit_id', 'in', [...chainDepositIds])
    .execute();
}

export async function insertAssignment(
  db: Db,
  row: { chain_deposit_id: number; player_id: number; amount: MicroUsdt; requested_by: number; created_at: string },
): Promise<number> {
  const inserted = await db
    .insertInto('deposit_assignments')
    .values({ ...row, status: 'pending' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Ends a pending assignment; true when this call ended it (concurrent deciders wait on the row, then find it decided). */
export async function decideAssignment(
  db: Db,
  id: number,
  decision: { status: 'approved' | 'rejected'; decidedBy: number; note: string | null; at: string },
): Promise<boolean> {
  const updated = await db
    .updateTable('deposit_assignments')
    .set({ status: decision.status, decided_by: decision.decidedBy, note: decision.note, decided_at: decision.at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/**
 * Locks an unmatched deposit's row until the transaction ends (a no-op update: PostgreSQL's row lock,
 * SQLite's single writer), so a refund and an assignment request of it are judged one after the
 * other. False when it is no longer unmatched.
 */
export async function lockUnmatchedDeposit(db: Db, id: number): Promise<boolean> {
  const updated = await db
    .updateTable('chain_deposits')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', id)
    .where('status', '=', 'unmatched')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
