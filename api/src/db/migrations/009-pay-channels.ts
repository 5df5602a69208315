/** Pay channels an operator configures (a third-party gateway each) and the players' orders on them. */
import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './migration-context';

export async function up(db: Kysely<unknown>, { idColumn, moneyType }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('pay_channels')
    .addColumn('id', idColumn, (column) => column.primaryKey().notNull())
    .addColumn('code', 'varchar(32)', (column) => column.notNull().unique())
    .addColumn('kind', 'varchar(16)', (column) => column.notNull())
    .addColumn('name', 'varchar(32)', (column) => column.notNull())
    .addColumn('rate', 'varchar(20)', (column) => column.notNull())
    .addColumn('currency', 'varchar(8)', (column) => column.notNull())
    .addColumn('min_amount', moneyType, (column) => column.notNull())
    .addColumn('max_amount', moneyType, (column) => column.notNull())
    .addColumn('sort', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('gateway_url', 'varchar(500)', (column) => column.notNull())
    .addColumn('merchant_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('secret', 'varchar(200)', (column) => column.notNull())
    .addColumn('allow_cidrs', 'varchar(2000)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .addCheckConstraint('pay_channel_limits', sql`min_amount > 0 and max_amount >= min_amount`)
    .execute();

  await db.schema
    .createTable('channel_orders')
    .addColumn('id', idColumn, (column) => column.primaryKey().notNull())
    .addColumn('order_no', 'varchar(40)', (column) => column.notNull().unique())
    .addColumn('player_id', 'integer', (column) => column.notNull().references('players.id'))
    .addColumn('channel_id', 'integer', (column) => column.notNull().references('pay_channels.id'))
    .addColumn('amount', moneyType, (column) => column.notNull())
    .addColumn('currency_amount', 'varchar(40)', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('channel_order_no', 'varchar(64)')
    .addColumn('transfer_id', 'integer', (column) => column.references('transfers.id'))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('paid_at', 'varchar(32)')
    // One gateway payment completes one order at most.
    .addUniqueConstraint('channel_orders_gateway_no', ['channel_id', 'channel_order_no'])
    .addCheckConstraint('channel_order_amount_positive', sql`amount > 0`)
    .execute();
  // The player's 充提记录, newest first.
  await db.schema
    .createIndex('channel_orders_player_idx')
    .on('channel_orders')
    .columns(['player_id', 'created_at'])
    .execute();
}
