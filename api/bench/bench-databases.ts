/** What the database benches share: which databases a run measures, and a PostgreSQL seed's last step. */
import { sql } from 'kysely';
import type { DatabaseHandle } from '../src/db/database';

/** PostgreSQL to measure on (BENCH_DATABASE_URL, else the tests' TEST_DATABASE_URL), if any. */
export const POSTGRES_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

/** The databases of a run: undefined is the SQLite file; BENCH_DATABASES=sqlite|postgres keeps one. */
export function benchDatabases(): Array<string | undefined> {
  const databases: Array<string | undefined> = [];
  if (process.env.BENCH_DATABASES !== 'postgres') databases.push(undefined);
  if (POSTGRES_URL && process.env.BENCH_DATABASES !== 'sqlite') databases.push(POSTGRES_URL);
  return databases;
}

/** The heading of a run: its databases, and how to add PostgreSQL when it is missing. */
export function databasesLine(databases: Array<string | undefined>): string {
  const names = databases.map((url) => (url ? 'postgres' : 'sqlite')).join(', ');
  return `databases: ${names}${POSTGRES_URL ? '' : ' (set TEST_DATABASE_URL for PostgreSQL)'}`;
}

/**
 * After a bulk seed on PostgreSQL: the id sequences past the rows written, and what autovacuum would
 * have done on a live site (statistics, and the visibility map that lets index-only scans skip the table).
 */
export async function settlePostgresSeed(
  handle: Pick<DatabaseHandle, 'db'>,
  tablesWithIds: readonly string[],
): Promise<void> {
  for (const table of tablesWithIds)
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
      handle.db,
    );
  const { rows } = await sql<{
    name: string;
  }>`select tablename as name from pg_tables where schemaname = current_schema()`.execute(handle.db);
  for (const { name: table } of rows) await sql`vacuum analyze ${sql.table(table)}`.execute(handle.db);
}
