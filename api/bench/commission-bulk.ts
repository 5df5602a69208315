/**
 * Bulk inserts for the commission bench's seed, through a raw connection: SQLite, a prepared
 * insert in one transaction per call; PostgreSQL, one INSERT … SELECT FROM unnest(arrays).
 */
import type SqliteDatabase from 'better-sqlite3';
import type pg from 'pg';

export type Value = string | number | null;

/** A raw connection of the seed: exactly one of the two. */
export interface RawConnection {
  sqlite?: SqliteDatabase.Database;
  client?: pg.Client;
}

/** A column and its PostgreSQL array type (unnest needs it). */
export type Column = readonly [name: string, pgType: 'int4' | 'int8' | 'text'];

/** Inserts `rows` (values in `columns` order) into `table` in one transaction. */
export async function bulkInsert(
  raw: RawConnection,
  table: string,
  columns: readonly Column[],
  rows: readonly Value[][],
): Promise<void> {
  if (rows.length === 0) return;
  const names = columns.map(([name]) => name).join(', ');
  if (raw.sqlite) {
    const statement = raw.sqlite.prepare(
      `insert into ${table} (${names}) values (${columns.map(() => '?').join(', ')})`,
    );
    raw.sqlite.transaction(() => {
      for (const row of rows) statement.run(row);
    })();
    return;
  }
  const arrays = columns.map((_, column) => rows.map((row) => row[column] ?? null));
  const unnest = columns.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ');
  await raw.client!.query(`insert into ${table} (${names}) select * from unnest(${unnest})`, arrays);
}
