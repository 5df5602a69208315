/**
 * Player protection (issue 18): each player's settings and break (cool-off or self-exclusion),
 * their limits with a pending raise, the audit of every change, deposits credited over a limit
 * awaiting an operator, and operator roles (超级管理员 lifts a permanent exclusion).
 */
import type { Kysely } from 'kysely';
import type { MigrationContext } from './migration-context';

export async function up(db: Kysely<unknown>, { idColumn, moneyType }: MigrationContext): Promise<void> {
  // One row per player who set anything; the row a bet locks while it checks a loss limit.
  await db.schema
    .createTable('player_protection')
    .addColumn('player_id', 'integer', (column) => column.primaryKey().references('players.id'))
    .addColumn('reality_check_minutes', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('break_kind', 'varchar(16)')
    .addColumn('break_period', 'varchar(16)')
    .addColumn('break_started_at', 'varchar(32)')
    // Null with a break_kind: permanent.
    .addColumn('break_until', 'varchar(32)')
    .addColumn('deposit_prompt_skipped_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  // amount null: no limit. pending_at set: pending_amount (null: removal) applies from then.
  await db.schema
    .createTable('player_limits')
    .addColumn('player_id', 'integer', (column) => column.notNull().references('players.id'))
    .addColumn('limit_key', 'varchar(16)', (column) => column.notNull())
    .addColumn('amount', moneyType)
    .addColumn('pending_amount', moneyType)
    .addColumn('pending_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('player_limits_pk', ['player_id', 'limit_key'])
    .execute();
  await db.schema
    .createTable('protection_events')
    .addColumn('id', idColumn, (column) => column.primaryKey())
    .addColumn('player_id', 'integer', (column) => column.notNull().references('players.id'))
    .addColumn('actor', 'varchar(8)', (column) => column.notNull())
    .addColumn('operator_id', 'integer', (column) => column.references('operators.id'))
    .addColumn('action', 'varchar(32)', (column) => column.notNull())
    .addColumn('detail_json', 'text', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('protection_events_player_idx')
    .on('protection_events')
    .columns(['player_id', 'id'])
    .execute();
  // A deposit credited although it went over a limit (the money is the player's): open until an operator closes it.
  await db.schema
    .createTable('deposit_limit_reviews')
    .addColumn('id', idColumn, (column) => column.primaryKey())
    .addColumn('player_id', 'integer', (column) => column.notNull().references('players.id'))
    .addColumn('source', 'varchar(16)', (column) => column.notNull())
    .addColumn('reference', 'varchar(128)', (column) => column.notNull().unique())
    .addColumn('amount', moneyType, (column) => column.notNull())
    .addColumn('limit_key', 'varchar(16)', (column) => column.notNull())
    .addColumn('status', 'varchar(8)', (column) => column.notNull())
    .addColumn('closed_by', 'integer', (column) => column.references('operators.id'))
    .addColumn('close_note', 'varchar(500)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('closed_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('deposit_limit_reviews_player_idx')
    .on('deposit_limit_reviews')
    .columns(['player_id', 'status'])
    .execute();
  // Roles arrive with the operator console (issue 17); until then every operator is what they were: all-powerful.
  await db.schema
    .alterTable('operators')
    .addColumn('role', 'varchar(16)', (column) => column.notNull().defaultTo('super_admin'))
    .execute();
  await db.schema.alterTable('players').addColumn('age_confirmed_at', 'varchar(32)').execute();
}
