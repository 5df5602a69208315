/**
 * The chain watcher reads USDT Transfer events, not each address (issue 39): one event cursor and an
 * hourly re-read in the status row, transfers seen but not yet confirmed by the solidity node, our
 * addresses' outgoing transfers, and each address's last balance reconciliation.
 */
import type { Kysely } from 'kysely';
import type { MigrationContext } from './migration-context';

export async function up(db: Kysely<unknown>, { moneyType }: MigrationContext): Promise<void> {
  const int64 = moneyType;
  const status = db.schema.alterTable('chain_watch_status');
  // The event cursor (ms): every event before it was processed; the next read starts a block before it.
  await status.addColumn('event_cursor', int64).execute();
  // The hourly re-read: where it is (ms), where it ends, and when the last one began.
  await status.addColumn('rewind_position', int64).execute();
  await status.addColumn('rewind_end', int64).execute();
  await status.addColumn('rewind_started_at', 'varchar(32)').execute();
  await status.addColumn('blocks_read_at', 'varchar(32)').execute();
  await status.addColumn('reconciled_at', 'varchar(32)').execute();
  // The per-address cursors of the old design: events need none.
  await db.schema.dropTable('chain_watch_cursors').execute();

  // A Transfer event to one of our addresses the solidity node has not yet confirmed: never dropped
  // by the cursor, given up only after repeated absence from two endpoints (then an operator's row).
  await db.schema
    .createTable('chain_pending_transfers')
    .addColumn('tx_id', 'varchar(80)', (column) => column.notNull())
    .addColumn('event_index', 'integer', (column) => column.notNull())
    .addColumn('from_address', 'varchar(64)', (column) => column.notNull())
    .addColumn('to_address', 'varchar(64)', (column) => column.notNull())
    .addColumn('raw_amount', 'varchar(80)', (column) => column.notNull())
    .addColumn('block_number', int64, (column) => column.notNull())
    .addColumn('block_timestamp', int64, (column) => column.notNull())
    .addColumn('seen_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('checked_at', 'varchar(32)')
    .addColumn('checks', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('absent_checks', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_absent_at', 'varchar(32)')
    .addColumn('last_answer', 'varchar(300)')
    .addPrimaryKeyConstraint('chain_pending_transfers_pk', ['tx_id', 'event_index'])
    .execute();

  // USDT leaving one of our addresses (an operator's sweep): the reconciliation subtracts it.
  await db.schema
    .createTable('chain_outflows')
    .addColumn('tx_id', 'varchar(80)', (column) => column.notNull())
    .addColumn('event_index', 'integer', (column) => column.notNull())
    .addColumn('from_address', 'varchar(64)', (column) => column.notNull())
    .addColumn('to_address', 'varchar(64)', (column) => column.notNull())
    .addColumn('raw_amount', 'varchar(80)', (column) => column.notNull())
    .addColumn('block_number', int64, (column) => column.notNull())
    .addColumn('block_timestamp', int64, (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('chain_outflows_pk', ['tx_id', 'event_index'])
    .execute();
  await db.schema.createIndex('chain_outflows_from_idx').on('chain_outflows').column('from_address').execute();

  // The last balanceOf of an address against what was recorded in and out; differs_since is set while they differ.
  await db.schema
    .createTable('chain_reconciliations')
    .addColumn('address', 'varchar(64)', (column) => column.primaryKey().notNull())
    .addColumn('on_chain', 'varchar(80)', (column) => column.notNull())
    .addColumn('recorded_in', 'varchar(80)', (column) => column.notNull())
    .addColumn('recorded_out', 'varchar(80)', (column) => column.notNull())
    .addColumn('difference', 'varchar(80)', (column) => column.notNull())
    .addColumn('checked_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('differs_since', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('chain_reconciliations_checked_idx')
    .on('chain_reconciliations')
    .column('checked_at')
    .execute();
  await db.schema.createIndex('chain_deposits_created_idx').on('chain_deposits').column('created_at').execute();
}
