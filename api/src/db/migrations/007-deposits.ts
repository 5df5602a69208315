/**
 * Money in: the receiving-address pool, per-player deposit addresses (xpub mode), recharge orders
 * and the final chain transfers to our addresses, each recorded once whether an order claims it or not.
 */
import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './migration-context';

async function addresses(db: Kysely<unknown>, { idColumn }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('receiving_addresses')
    .addColumn('id', idColumn, (column) => column.primaryKey().notNull())
    .addColumn('address', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('label', 'varchar(100)', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('player_deposit_addresses')
    .addColumn('player_id', 'integer', (column) => column.primaryKey().notNull().references('players.id'))
    .addColumn('derivation_index', 'integer', (column) => column.notNull().unique())
    .addColumn('address', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
}

async function orders(db: Kysely<unknown>, { idColumn, moneyType }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('deposit_orders')
    .addColumn('id', idColumn, (column) => column.primaryKey().notNull())
    .addColumn('order_no', 'varchar(40)', (column) => column.notNull().unique())
    .addColumn('player_id', 'integer', (column) => column.notNull().references('players.id'))
    .addColumn('address', 'varchar(64)', (column) => column.notNull())
    .addColumn('amount', moneyType, (column) => column.notNull())
    .addColumn('actual_amount', moneyType, (column) => column.notNull())
    .addColumn('exact_amount', 'integer', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('credited_amount', moneyType)
    .addColumn('chain_deposit_id', 'integer')
    .addColumn('transfer_id', 'integer', (column) => column.references('transfers.id'))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('paid_at', 'varchar(32)')
    .addColumn('closed_at', 'varchar(32)')
    .addCheckConstraint('deposit_order_amount_positive', sql`amount > 0 and actual_amount > 0`)
    .execute();
  // The player's records newest first; matching and slot choice by (address, payment amount).
  await db.schema.createIndex('deposit_orders_player_idx').on('deposit_orders').columns(['player_id', 'id']).execute();
  await db.schema
    .createIndex('deposit_orders_amount_idx')
    .on('deposit_orders')
    .columns(['address', 'actual_amount'])
    .execute();
  // The race guards: one open order per payment amount on an address, one open order per player.
  await db.schema
    .createIndex('deposit_orders_open_amount_unique')
    .on('deposit_orders')
    .columns(['address', 'actual_amount'])
    .unique()
    .where(sql.ref('status'), '=', sql.lit('open'))
    .execute();
  await db.schema
    .createIndex('deposit_orders_open_player_unique')
    .on('deposit_orders')
    .column('player_id')
    .unique()
    .where(sql.ref('status'), '=', sql.lit('open'))
    .execute();
  // The expiry job's scan.
  await db.schema
    .createIndex('deposit_orders_status_idx')
    .on('deposit_orders')
    .columns(['status', 'expires_at'])
    .execute();
}

async function chainDeposits(db: Kysely<unknown>, { idColumn, moneyType }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('chain_deposits')
    .addColumn('id', idColumn, (column) => column.primaryKey().notNull())
    .addColumn('tx_id', 'varchar(80)', (column) => column.notNull())
    .addColumn('event_index', 'integer', (column) => column.notNull())
    .addColumn('from_address', 'varchar(64)', (column) => column.notNull())
    .addColumn('to_address', 'varchar(64)', (column) => column.notNull())
    .addColumn('amount', moneyType)
    .addColumn('raw_amount', 'varchar(80)', (column) => column.notNull())
    .addColumn('block_number', moneyType, (column) => column.notNull())
    .addColumn('block_timestamp', moneyType, (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('reason', 'varchar(32)')
    .addColumn('order_id', 'integer', (column) => column.references('deposit_orders.id'))
    .addColumn('player_id', 'integer', (column) => column.references('players.id'))
    .addColumn('transfer_id', 'integer', (column) => column.references('transfers.id'))
    .addColumn('decided_by', 'integer', (column) => column.references('operators.id'))
    .addColumn('note', 'varchar(200)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('decided_at', 'varchar(32)')
    // A replayed or concurrently read transfer meets this and is a duplicate: credited once.
    .addUniqueConstraint('chain_deposits_event_unique', ['tx_id', 'event_index'])
    .execute();
  await db.schema.createIndex('chain_deposits_status_idx').on('chain_deposits').columns(['status', 'id']).execute();
}

export async function up(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  await addresses(db, context);
  await orders(db, context);
  await chainDeposits(db, context);
}
