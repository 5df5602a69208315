/**
 * Money controls (issue 43): adjustment types and a credit's turnover multiple; an index for the daily
 * single-approval totals per operator; revoked promotion bonuses; unmatched-deposit assignments that
 * wait for a second operator.
 */
import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './migration-context';

export async function up(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  const adjustments = () => db.schema.alterTable('balance_adjustments');
  await adjustments()
    .addColumn('type', 'varchar(16)', (column) => column.notNull().defaultTo('other'))
    .execute();
  await adjustments()
    .addColumn('turnover_multiple_hundredths', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  // Today's single-approval total of an operator (the player's uses balance_adjustments_player_idx).
  await db.schema
    .createIndex('balance_adjustments_requester_idx')
    .on('balance_adjustments')
    .columns(['requested_by', 'created_at'])
    .execute();

  await db.schema
    .createTable('promotion_claim_revocations')
    .addColumn('claim_id', 'integer', (column) => column.primaryKey().references('promotion_claims.id'))
    .addColumn('player_id', 'integer', (column) => column.notNull().references('players.id'))
    .addColumn('claim_amount', context.moneyType, (column) => column.notNull())
    .addColumn('debited', context.moneyType, (column) => column.notNull())
    .addColumn('turnover_removed', context.moneyType, (column) => column.notNull())
    .addColumn('transfer_id', 'integer')
    .addColumn('reason', 'varchar(500)', (column) => column.notNull())
    .addColumn('revoked_by', 'integer', (column) => column.notNull().references('operators.id'))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('promotion_claim_revocations_player_idx')
    .on('promotion_claim_revocations')
    .columns(['player_id', 'claim_id'])
    .execute();

  await db.schema
    .createTable('deposit_assignments')
    .addColumn('id', context.idColumn, (column) => column.primaryKey())
    .addColumn('chain_deposit_id', 'integer', (column) => column.notNull().references('chain_deposits.id'))
    .addColumn('player_id', 'integer', (column) => column.notNull().references('players.id'))
    .addColumn('amount', context.moneyType, (column) => column.notNull())
    // pending | approved | rejected
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('requested_by', 'integer', (column) => column.notNull().references('operators.id'))
    .addColumn('decided_by', 'integer', (column) => column.references('operators.id'))
    .addColumn('note', 'varchar(200)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('decided_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('deposit_assignments_status_idx')
    .on('deposit_assignments')
    .columns(['status', 'id'])
    .execute();
  // At most one pending assignment a deposit, whoever asks at the same time (both databases have partial indexes).
  await sql`create unique index deposit_assignments_one_pending on deposit_assignments (chain_deposit_id) where status = 'pending'`.execute(
    db,
  );
}
