/**
 * The slice of a player's record list one page reads, as SQL: a period and a keyset bound on
 * (created_at, id), newest first. The bound is written so both databases seek the
 * (player, created_at, id) index to it instead of filtering from the newest row down.
 */
import { sql, type SelectQueryBuilder } from 'kysely';

export interface RecordWindow {
  /** ISO UTC bounds, fromUtc ≤ created_at < toUtc; absent: all time. */
  fromUtc?: string | undefined;
  toUtc?: string | undefined;
  /**
   * Only rows after this one in (created_at desc, id desc) order: created_at < at, or equal and
   * id < id; with a null id, every row at `at` too (created_at ≤ at).
   */
  below?: { at: string; id: number | null } | undefined;
  limit: number;
  offset?: number | undefined;
}

/**
 * `query` narrowed to the window and ordered newest first; `table` is the alias (or name) whose
 * time column (`created_at` unless named) and id the list pages by.
 * @example windowed(db.selectFrom('withdrawals').selectAll().where('player_id', '=', 7), 'withdrawals', { limit: 21 })
 */
export function windowed<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  table: string,
  window: RecordWindow,
  timeColumn = 'created_at',
): SelectQueryBuilder<DB, TB, O> {
  const createdAt = sql.ref(`${table}.${timeColumn}`);
  const id = sql.ref(`${table}.id`);
  let narrowed = query;
  if (window.fromUtc !== undefined) narrowed = narrowed.where(sql<boolean>`${createdAt} >= ${window.fromUtc}`);
  if (window.toUtc !== undefined) narrowed = narrowed.where(sql<boolean>`${createdAt} < ${window.toUtc}`);
  if (window.below !== undefined) {
    const { at, id: belowId } = window.below;
    // `created_at <= at` is implied by the OR; said apart it is an index bound, not a filter.
    narrowed = narrowed.where(sql<boolean>`${createdAt} <= ${at}`);
    if (belowId !== null) narrowed = narrowed.where(sql<boolean>`(${createdAt} < ${at} or ${id} < ${belowId})`);
  }
  return narrowed
    .orderBy(createdAt, 'desc')
    .orderBy(id, 'desc')
    .limit(window.limit)
    .offset(window.offset ?? 0);
}
