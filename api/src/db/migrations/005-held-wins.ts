/**
 * Held wins: a provider's win above its round's limit waits here for an operator instead of
 * being paid; the audit log takes entries the system writes itself (no operator), such as a hold.
 */
import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './migration-context';

/** audit_log.operator_id becomes nullable: PostgreSQL alters the column, SQLite copies the table. */
async function auditBySystem(db: Kysely<unknown>, { dialect, idColumn }: MigrationContext): Promise<void> {
  if (dialect === 'postgres') {
    await sql`alter table audit_log alter column operator_id drop not null`.execute(db);
    return;
  }
  await db.schema
    .createTable('audit_log_next')
    .addColumn('id', idColumn, (column) => column.primaryKey().notNull())
    .addColumn('operator_id', 'integer', (column) => column.references('operators.id'))
    .addColumn('action', 'varchar(16)', (column) => column.notNull())
    .addColumn('entity', 'varchar(32)', (column) => column.notNull())
    .addColumn('entity_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await sql`insert into audit_log_next select id, operator_id, action, entity, entity_id, before_json, after_json, created_at from audit_log`.execute(
    db,
  );
  await db.schema.dropTable('audit_log').execute();
  await db.schema.alterTable('audit_log_next').renameTo('audit_log').execute();
}

export async function up(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  const { idColumn, moneyType } = context;
  await auditBySystem(db, context);
  await db.schema
    .createTable('held_wins')
    .addColumn('id', idColumn, (column) => column.primaryKey().notNull())
    .addColumn('provider', 'varchar(16)', (column) => column.notNull())
    // The win call's own id: its repeats find the hold, never a second one.
    .addColumn('transaction_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('bet_transaction_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('round_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('player_id', 'integer', (column) => column.notNull().references('players.id'))
    .addColumn('amount', moneyType, (column) => column.notNull())
    // What the limit was when the win came: the round's stake, its wins so far, the multiple.
    .addColumn('round_stake', moneyType, (column) => column.notNull())
    .addColumn('round_wins', moneyType, (column) => column.notNull())
    .addColumn('max_win_multiple', 'integer', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('transfer_id', 'integer', (column) => column.references('transfers.id'))
    .addColumn('decided_by', 'integer', (column) => column.references('operators.id'))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('decided_at', 'varchar(32)')
    .addUniqueConstraint('held_wins_unique', ['provider', 'transaction_id'])
    .addCheckConstraint('held_win_amount_positive', sql`amount > 0`)
    .execute();
  // The operators' list (pending first) and a round's wins not paid.
  await db.schema.createIndex('held_wins_status_idx').on('held_wins').columns(['status', 'id']).execute();
  await db.schema
    .createIndex('held_wins_round_idx')
    .on('held_wins')
    .columns(['provider', 'round_id', 'player_id'])
    .execute();
}
