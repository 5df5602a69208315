/**
 * The operator console (issue 17): operators' two-factor login, recovery codes and disabling;
 * players whose login an operator disabled; balance adjustments under the two-person rule.
 */
import type { Kysely } from 'kysely';
import type { MigrationContext } from './migration-context';

export async function up(db: Kysely<unknown>, { idColumn, moneyType }: MigrationContext): Promise<void> {
  await db.schema.alterTable('operators').addColumn('totp_secret', 'varchar(64)').execute();
  // A secret handed out for enrolment, in force only once the operator proves their app has it.
  await db.schema.alterTable('operators').addColumn('totp_pending_secret', 'varchar(64)').execute();
  await db.schema.alterTable('operators').addColumn('totp_enabled_at', 'varchar(32)').execute();
  // The last time step a code was accepted at: a code is good once (RFC 6238 §5.2).
  await db.schema.alterTable('operators').addColumn('totp_last_step', 'bigint').execute();
  await db.schema.alterTable('operators').addColumn('disabled_at', 'varchar(32)').execute();
  await db.schema.alterTable('operators').addColumn('last_login_at', 'varchar(32)').execute();
  await db.schema
    .createTable('operator_recovery_codes')
    .addColumn('id', idColumn, (column) => column.primaryKey())
    .addColumn('operator_id', 'integer', (column) => column.notNull().references('operators.id'))
    .addColumn('code_hash', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.alterTable('players').addColumn('login_disabled_at', 'varchar(32)').execute();
  // amount is signed: positive credits the player, negative debits. pending → applied | rejected.
  await db.schema
    .createTable('balance_adjustments')
    .addColumn('id', idColumn, (column) => column.primaryKey())
    .addColumn('player_id', 'integer', (column) => column.notNull().references('players.id'))
    .addColumn('amount', moneyType, (column) => column.notNull())
    .addColumn('reason', 'varchar(500)', (column) => column.notNull())
    .addColumn('request_id', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('requested_by', 'integer', (column) => column.notNull().references('operators.id'))
    .addColumn('decided_by', 'integer', (column) => column.references('operators.id'))
    .addColumn('decision_note', 'varchar(500)')
    .addColumn('transfer_id', 'integer')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('decided_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('balance_adjustments_status_idx')
    .on('balance_adjustments')
    .columns(['status', 'id'])
    .execute();
  await db.schema
    .createIndex('balance_adjustments_player_idx')
    .on('balance_adjustments')
    .columns(['player_id', 'id'])
    .execute();
}
