/**
 * SQL of a payout's day runs, over the tables its rule names (rule.ts): a day's run row claimed once
 * by its primary key, the day's payout rows written in batches (a row already there is kept), and
 * the run closed with the totals of the rows actually written. The same SQL for every payout.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The status of a run until it closes, in every payout's days table. */
export const RUNNING = 'running';

/** What the store knows of a rule: table and column names only (it types no payout's rows). */
export interface RunTables {
  days: string;
  closedStatus: string;
  rows: string;
  rowKey: readonly string[];
  totals: Readonly<Partial<Record<string, 'count' | { sum: string }>>>;
}

/** A run row: its day, status and times, and the rule's own columns. */
export type RunRow = Record<string, unknown> & { day: string; status: string };

/** The tables a rule names are known here by name only: the store reads and writes them untyped. */
function untyped(db: Kysely<Database>) {
  return db as unknown as Kysely<Record<string, Record<string, unknown>>>;
}

export async function selectRun(db: Kysely<Database>, tables: RunTables, day: string): Promise<RunRow | undefined> {
  const row = await untyped(db).selectFrom(tables.days).selectAll().where('day', '=', day).executeTakeFirst();
  return row as RunRow | undefined;
}

/** The run row of a day, created 'running' when there is none (a concurrent run's row is kept, with its columns). */
export async function insertRunIfAbsent(
  db: Kysely<Database>,
  tables: RunTables,
  run: { day: string; at: string; columns: Record<string, unknown> },
): Promise<void> {
  await untyped(db)
    .insertInto(tables.days)
    .values({ ...run.columns, day: run.day, status: RUNNING, started_at: run.at, finished_at: null })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .execute();
}

/** Days whose run has `status`, from `from` on, oldest first. */
export async function selectRunDays(
  db: Kysely<Database>,
  tables: RunTables,
  status: string,
  from = '0000-00-00',
): Promise<string[]> {
  const rows = await untyped(db)
    .selectFrom(tables.days)
    .select('day')
    .where('status', '=', status)
    .where('day', '>=', from)
    .orderBy('day')
    .execute();
  return rows.map((row) => String(row.day));
}

/** Writes a batch of payout rows; a row already there (an earlier or a concurrent run's) is left as it is. */
export async function insertRowsIgnoringExisting(
  db: Kysely<Database>,
  tables: RunTables,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  await untyped(db)
    .insertInto(tables.rows)
    .values([...rows])
    .onConflict((conflict) => conflict.columns([...tables.rowKey]).doNothing())
    .execute();
}

/**
 * Closes a running day with the totals of the rows actually written (whichever run wrote them); a
 * day already closed keeps its totals. Reads the day's rows once, in the job, never in a request.
 */
export async function closeRun(db: Kysely<Database>, tables: RunTables, day: string, at: string): Promise<void> {
  const columns = Object.entries(tables.totals).flatMap(([column, total]) => (total ? [[column, total] as const] : []));
  const totals = await untyped(db)
    .selectFrom(tables.rows)
    .select(
      columns.map(([column, total]) =>
        (total === 'count'
          ? sql<number>`count(*)`
          : sql<number>`cast(coalesce(sum(${sql.ref(total.sum)}), 0) as bigint)`
        ).as(column),
      ),
    )
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  // PostgreSQL answers a count or a bigint sum as text: numbers here, once.
  const counted = Object.fromEntries(columns.map(([column]) => [column, Number(totals[column])]));
  await untyped(db)
    .updateTable(tables.days)
    .set({ ...counted, status: tables.closedStatus, finished_at: at })
    .where('day', '=', day)
    .where('status', '=', RUNNING)
    .execute();
}
