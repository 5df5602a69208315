/**
 * Money out: bound withdrawal addresses, the withdrawal password's failure lock, withdrawal
 * requests with their payouts, turnover requirements, and operator settings kept as rows.
 */
import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './migration-context';

async function addressesAndPassword(db: Kysely<unknown>, { idColumn }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('withdraw_addresses')
    .addColumn('id', idColumn, (column) => column.primaryKey().notNull())
    .addColumn('player_id', 'integer', (column) => column.notNull().references('players.id'))
    .addColumn('type', 'integer', (column) => column.notNull())
    .addColumn('address', 'varchar(128)', (column) => column.notNull())
    // '' for types 1 and 3, so the unique key below compares it (NULLs never clash).
    .addColumn('area', 'varchar(8)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addUniqueConstraint('withdraw_addresses_unique', ['player_id', 'type', 'area', 'address'])
    .execute();

  // The failure lock of the withdrawal password: attempts are taken before they are judged.
  await db.schema
    .alterTable('players')
    .addColumn('withdraw_pw_attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('players').addColumn('withdraw_pw_window_until', 'varchar(32)').execute();
  await db.schema.alterTable('players').addColumn('withdraw_pw_locked_until', 'varchar(32)').execute();
}

async function withdrawals(db: Kysely<unknown>, { idColumn, moneyType }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('withdrawals')
    .addColumn('id', idColumn, (column) => column.primaryKey().notNull())
    .addColumn('order_no', 'varchar(40)', (column) => column.notNull().unique())
    .addColumn('player_id', 'integer', (column) => column.notNull().references('players.id'))
    .addColumn('request_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('request_hash', 'varchar(64)', (column) => column.notNull())
    // A copy of the bound address: the player may delete it once the withdrawal is done.
    .addColumn('address_type', 'integer', (column) => column.notNull())
    .addColumn('address', 'varchar(128)', (column) => column.notNull())
    .addColumn('area', 'varchar(8)', (column) => column.notNull())
    .addColumn('address_id', 'integer')
    .addColumn('amount', moneyType, (column) => column.notNull())
    .addColumn('fee', moneyType, (column) => column.notNull())
    .addColumn('hold_id', 'integer', (column) => column.notNull().unique().references('holds.id'))
    .addColumn('state', 'varchar(16)', (column) => column.notNull())
    .addColumn('reject_reason', 'varchar(200)')
    .addColumn('decided_by', 'integer', (column) => column.references('operators.id'))
    .addColumn('decided_at', 'varchar(32)')
    // An operator paying it by hand claims it first: no one else rejects it or pays it meanwhile.
    .addColumn('claimed_by', 'integer', (column) => column.references('operators.id'))
    .addColumn('claimed_at', 'varchar(32)')
    .addColumn('paid_tx_id', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('completed_at', 'varchar(32)')
    .addUniqueConstraint('withdrawals_request_unique', ['player_id', 'request_id'])
    .addCheckConstraint('withdrawal_amounts', sql`amount > 0 and fee >= 0`)
    .execute();
  await db.schema
    .createIndex('withdrawals_player_idx')
    .on('withdrawals')
    .columns(['player_id', 'created_at'])
    .execute();
  await db.schema.createIndex('withdrawals_state_idx').on('withdrawals').columns(['state', 'created_at']).execute();

  // One row per payout attempt; a chain transaction pays one withdrawal at most, ever.
  await db.schema
    .createTable('withdrawal_payouts')
    .addColumn('id', idColumn, (column) => column.primaryKey().notNull())
    .addColumn('withdrawal_id', 'integer', (column) => column.notNull().references('withdrawals.id'))
    .addColumn('method', 'varchar(16)', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('tx_id', 'varchar(64)', (column) => column.unique())
    .addColumn('reference', 'varchar(200)')
    // The hot wallet's signed transaction (JSON), stored before it is first broadcast.
    .addColumn('signed_tx', 'text')
    .addColumn('expires_at', 'varchar(32)')
    .addColumn('broadcasts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('error', 'varchar(500)')
    .addColumn('operator_id', 'integer', (column) => column.references('operators.id'))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('withdrawal_payouts_withdrawal_idx')
    .on('withdrawal_payouts')
    .columns(['withdrawal_id'])
    .execute();
  await db.schema.createIndex('withdrawal_payouts_status_idx').on('withdrawal_payouts').columns(['status']).execute();
}

async function turnoverAndSettings(db: Kysely<unknown>, { idColumn, moneyType }: MigrationContext): Promise<void> {
  // What a player must wager before withdrawing: one row per deposit (or, later, bonus) credited.
  await db.schema
    .createTable('turnover_requirements')
    .addColumn('id', idColumn, (column) => column.primaryKey().notNull())
    .addColumn('player_id', 'integer', (column) => column.notNull().references('players.id'))
    .addColumn('source', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('amount', moneyType, (column) => column.notNull())
    .addColumn('required', moneyType, (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    // Set when a withdrawal request found it met: closed by row, never by a time, so a credit
    // that commits late (its created_at before one already closed) still stays open.
    .addColumn('closed_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('turnover_requirements_player_idx')
    .on('turnover_requirements')
    .columns(['player_id', 'closed_at'])
    .execute();
  // Stakes settled since a time, per player: the other side of the turnover sum.
  await db.schema
    .createIndex('game_rounds_player_settled_idx')
    .on('game_rounds')
    .columns(['player_id', 'settled_at'])
    .execute();

  // Operator settings as JSON per key (withdrawal rules, the /buy guide), validated on read and write.
  await db.schema
    .createTable('site_settings')
    .addColumn('key', 'varchar(64)', (column) => column.primaryKey().notNull())
    .addColumn('value_json', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
}

export async function up(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  await addressesAndPassword(db, context);
  await withdrawals(db, context);
  await turnoverAndSettings(db, context);
}
