/** The chain watcher: a cursor per receiving address, and one status row (blocks seen, errors, back-off). */
import type { Kysely } from 'kysely';
import type { MigrationContext } from './migration-context';

export async function up(db: Kysely<unknown>, { moneyType }: MigrationContext): Promise<void> {
  // Millisecond timestamps and block numbers pass 2^31: 64-bit on both databases (moneyType is that).
  const int64 = moneyType;
  await db.schema
    .createTable('chain_watch_cursors')
    .addColumn('address', 'varchar(64)', (column) => column.primaryKey().notNull())
    // min_timestamp of the next read (inclusive): every item before it was processed.
    .addColumn('min_timestamp', int64, (column) => column.notNull())
    // JSON list of `txid:eventIndex` handed over AT min_timestamp, so a re-read skips them.
    .addColumn('done_at_cursor', 'text', (column) => column.notNull())
    .addColumn('handed_over', int64, (column) => column.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('chain_watch_status')
    .addColumn('id', 'integer', (column) => column.primaryKey().notNull())
    .addColumn('solidified_block', int64)
    .addColumn('head_block', int64)
    .addColumn('last_success_at', 'varchar(32)')
    .addColumn('error_count', int64, (column) => column.notNull().defaultTo(0))
    .addColumn('consecutive_failures', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('last_error_at', 'varchar(32)')
    .addColumn('backoff_until', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
}
