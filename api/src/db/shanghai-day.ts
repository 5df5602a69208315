/** The Asia/Shanghai day of a stored time, in SQL, for grouping by business day on either database. */
import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from './dialect';

/**
 * 'YYYY-MM-DD' of the Asia/Shanghai day (UTC+8, no daylight saving) of an ISO UTC text column, as
 * migration 011 buckets rounds. Use it in the select list and group by; filter on the raw column
 * (an index range), never on this.
 * @example shanghaiDaySql('sqlite', 'entries.created_at') // strftime('%Y-%m-%d', "entries"."created_at", '+8 hours')
 */
export function shanghaiDaySql(dialect: Dialect, column: string): RawBuilder<string> {
  return dialect === 'sqlite'
    ? sql<string>`strftime('%Y-%m-%d', ${sql.ref(column)}, '+8 hours')`
    : sql<string>`to_char(${sql.ref(column)}::timestamptz at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
}
