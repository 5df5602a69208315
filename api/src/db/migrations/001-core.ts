/** Players, their wallet accounts, sessions, captchas, site content, operators and the audit log. */
import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './migration-context';

export async function up(db: Kysely<unknown>, { idColumn, moneyType }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('players')
    .addColumn('id', idColumn, (column) => column.primaryKey().notNull())
    .addColumn('username', 'varchar(20)', (column) => column.notNull().unique())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('withdraw_password_hash', 'text')
    .addColumn('invite_code', 'varchar(16)', (column) => column.notNull().unique())
    .addColumn('inviter_id', 'integer', (column) => column.references('players.id'))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('players_inviter_idx').on('players').column('inviter_id').execute();

  await db.schema
    .createTable('accounts')
    .addColumn('id', idColumn, (column) => column.primaryKey().notNull())
    .addColumn('kind', 'varchar(32)', (column) => column.notNull())
    .addColumn('player_id', 'integer', (column) => column.references('players.id').unique())
    .addColumn('code', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('balance', moneyType, (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addCheckConstraint('player_balance_not_negative', sql`kind <> 'player' or balance >= 0`)
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', idColumn, (column) => column.primaryKey().notNull())
    .addColumn('token_hash', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('subject_type', 'varchar(16)', (column) => column.notNull())
    .addColumn('subject_id', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('last_seen_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('revoked_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('sessions_subject_idx').on('sessions').columns(['subject_type', 'subject_id']).execute();

  await db.schema
    .createTable('captchas')
    .addColumn('device', 'varchar(64)', (column) => column.primaryKey().notNull())
    .addColumn('answer_hash', 'varchar(64)', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(32)', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('config_items')
    .addColumn('id', 'integer', (column) => column.primaryKey().notNull())
    .addColumn('content', 'text', (column) => column.notNull())
    .addColumn('remark', 'varchar(100)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();

  for (const table of ['bulletins', 'banners'] as const) {
    let builder = db.schema.createTable(table).addColumn('id', idColumn, (column) => column.primaryKey().notNull());
    builder =
      table === 'bulletins'
        ? builder
            .addColumn('title', 'varchar(100)', (column) => column.notNull())
            .addColumn('content', 'text', (column) => column.notNull())
        : builder
            .addColumn('cover_images', 'text', (column) => column.notNull())
            .addColumn('activity_type', 'integer', (column) => column.notNull());
    await builder
      .addColumn('sort', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
      .execute();
  }

  await db.schema
    .createTable('operators')
    .addColumn('id', idColumn, (column) => column.primaryKey().notNull())
    .addColumn('username', 'varchar(32)', (column) => column.notNull().unique())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', idColumn, (column) => column.primaryKey().notNull())
    .addColumn('operator_id', 'integer', (column) => column.notNull().references('operators.id'))
    .addColumn('action', 'varchar(16)', (column) => column.notNull())
    .addColumn('entity', 'varchar(32)', (column) => column.notNull())
    .addColumn('entity_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
}
