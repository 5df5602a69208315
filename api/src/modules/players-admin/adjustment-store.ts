/** SQL of balance adjustments (table balance_adjustments, migration 018) with the operators' and player's names. */
import { sql, type Kysely } from 'kysely';
import type { AdjustmentType, MicroUsdt } from 'shared-contracts';
import type { Dialect } from '../../db/dialect';
import type { BalanceAdjustmentsTable, Database } from '../../db/schema';

type Db = Kysely<Database>;

function withNames(db: Db) {
  return db
    .selectFrom('balance_adjustments as a')
    .innerJoin('players as p', 'p.id', 'a.player_id')
    .innerJoin('operators as requester', 'requester.id', 'a.requested_by')
    .leftJoin('operators as decider', 'decider.id', 'a.decided_by')
    .selectAll('a')
    .select(['p.username', 'requester.username as requested_by_name', 'decider.username as decided_by_name']);
}

export type AdjustmentRow = NonNullable<Awaited<ReturnType<typeof selectAdjustment>>>;

export function selectAdjustment(db: Db, id: number) {
  return withNames(db).where('a.id', '=', id).executeTakeFirst();
}

export function selectAdjustmentByRequest(db: Db, requestId: string) {
  return withNames(db).where('a.request_id', '=', requestId).executeTakeFirst();
}

/** A page, newest first, by status and player (over the (status, id) and (player_id, id) indexes). */
export async function selectAdjustmentPage(
  db: Db,
  filter: { status?: BalanceAdjustmentsTable['status'] | undefined; playerId?: number | undefined },
  limit: number,
  offset: number,
) {
  let filtered = db.selectFrom('balance_adjustments as a');
  if (filter.status !== undefined) filtered = filtered.where('a.status', '=', filter.status);
  if (filter.playerId !== undefined) filtered = filtered.where('a.player_id', '=', filter.playerId);
  let rows = withNames(db);
  if (filter.status !== undefined) rows = rows.where('a.status', '=', filter.status);
  if (filter.playerId !== undefined) rows = rows.where('a.player_id', '=', filter.playerId);
  const [count, list] = await Promise.all([
    filtered.select(sql<number | string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    rows.orderBy('a.id', 'desc').limit(limit).offset(offset).execute(),
  ]);
  return { total: Number(count.total), list };
}

export async function insertAdjustment(
  db: Db,
  row: {
    player_id: number;
    amount: MicroUsdt;
    reason: string;
    type: AdjustmentType;
    turnover_multiple_hundredths: number;
    request_id: string;
    requested_by: number;
    created_at: string;
  },
): Promise<number> {
  const inserted = await db
    .insertInto('balance_adjustments')
    .values({ ...row, status: 'pending' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/**
 * Ends a pending adjustment (applied or rejected); true when this call ended it. The row lock it
 * takes makes concurrent deciders wait, and then find it no longer pending.
 */
export async function decidePending(
  db: Db,
  id: number,
  decision: { status: 'applied' | 'rejected'; decidedBy: number | null; note: string | null; at: string },
): Promise<boolean> {
  const updated = await db
    .updateTable('balance_adjustments')
    .set({
      status: decision.status,
      decided_by: decision.decidedBy,
      decision_note: decision.note,
      decided_at: decision.at,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export async function setAdjustmentTransfer(db: Db, id: number, transferId: number): Promise<void> {
  await db.updateTable('balance_adjustments').set({ transfer_id: transferId }).where('id', '=', id).execute();
}

/**
 * Σ |amount| of the adjustments applied at once (nobody else deciding) since `sinceUtc`, of one
 * requester or of one player: what the daily caps of single-approval adjustments count.
 */
export async function selectSingleApprovalTotal(
  db: Db,
  scope: { requestedBy: number } | { playerId: number },
  sinceUtc: string,
): Promise<number> {
  let query = db
    .selectFrom('balance_adjustments')
    .select(sql<number | string | null>`sum(abs(amount))`.as('total'))
    .where('status', '=', 'applied')
    .where('decided_by', 'is', null)
    .where('created_at', '>=', sinceUtc);
  query =
    'requestedBy' in scope
      ? query.where('requested_by', '=', scope.requestedBy)
      : query.where('player_id', '=', scope.playerId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.total ?? 0);
}

/**
 * Serialises single-approval decisions per operator and per player until the transaction ends, on
 * PostgreSQL (always the operator's lock first, so two of them never wait on each other in a circle);
 * SQLite runs one writing transaction at a time (begin immediate) already.
 */
export async function lockAdjustmentScopes(
  db: Db,
  dialect: Dialect,
  scopes: { operatorId: number; playerId: number },
): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtext(${`adjustment-operator:${scopes.operatorId}`}))`.execute(db);
  await sql`select pg_advisory_xact_lock(hashtext(${`adjustment-player:${scopes.playerId}`}))`.execute(db);
}
