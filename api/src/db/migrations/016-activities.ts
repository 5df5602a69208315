/**
 * Activities and rewards (issue 16): promotions (one per type of spec §3, versioned), the claims
 * (a unique key per player, type and period makes each reward paid once), daily rebates with
 * their run rows, red packets with their shares, and the operator-written special pages.
 */
import type { Kysely } from 'kysely';
import type { MigrationContext } from './migration-context';

async function promotions(db: Kysely<unknown>, { idColumn }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('promotions')
    .addColumn('id', idColumn, (column) => column.primaryKey())
    .addColumn('type', 'integer', (column) => column.notNull().unique())
    .addColumn('group_key', 'varchar(16)', (column) => column.notNull())
    .addColumn('title', 'varchar(60)', (column) => column.notNull())
    .addColumn('summary', 'varchar(120)', (column) => column.notNull())
    .addColumn('cover', 'text', (column) => column.notNull())
    .addColumn('rules_html', 'text', (column) => column.notNull())
    .addColumn('params_json', 'text', (column) => column.notNull())
    .addColumn('starts_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('ends_at', 'varchar(32)')
    .addColumn('status', 'varchar(8)', (column) => column.notNull())
    .addColumn('sort', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  // Every saved version, never edited: what a claim was paid under can always be read back.
  await db.schema
    .createTable('promotion_versions')
    .addColumn('id', idColumn, (column) => column.primaryKey())
    .addColumn('promotion_id', 'integer', (column) => column.notNull().references('promotions.id'))
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('snapshot_json', 'text', (column) => column.notNull())
    .addColumn('operator_id', 'integer', (column) => column.references('operators.id'))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addUniqueConstraint('promotion_versions_unique', ['promotion_id', 'version'])
    .execute();
}

async function claims(db: Kysely<unknown>, { idColumn, moneyType }: MigrationContext): Promise<void> {
  // activity_type 0 is a rebate claim. period_key names what is paid once: 'once', a day, a month
  // with a tier ('2026-11#2'), a round ('round:123'), a VIP level ('level:3').
  await db.schema
    .createTable('promotion_claims')
    .addColumn('id', idColumn, (column) => column.primaryKey())
    .addColumn('player_id', 'integer', (column) => column.notNull().references('players.id'))
    .addColumn('activity_type', 'integer', (column) => column.notNull())
    .addColumn('promotion_version', 'integer', (column) => column.notNull())
    .addColumn('period_key', 'varchar(64)', (column) => column.notNull())
    .addColumn('tier', moneyType, (column) => column.notNull())
    .addColumn('amount', moneyType, (column) => column.notNull())
    .addColumn('turnover_required', moneyType, (column) => column.notNull())
    .addColumn('request_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('transfer_id', 'integer', (column) => column.notNull().references('transfers.id'))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addUniqueConstraint('promotion_claims_once', ['player_id', 'activity_type', 'period_key'])
    .addUniqueConstraint('promotion_claims_request', ['player_id', 'request_id'])
    .execute();
  await db.schema
    .createIndex('promotion_claims_player_idx')
    .on('promotion_claims')
    .columns(['player_id', 'id'])
    .execute();
  await db.schema
    .createIndex('promotion_claims_type_idx')
    .on('promotion_claims')
    .columns(['activity_type', 'created_at'])
    .execute();
}

async function rebates(db: Kysely<unknown>, { moneyType }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('rebate_days')
    .addColumn('day', 'varchar(10)', (column) => column.primaryKey())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('players', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('amount', moneyType, (column) => column.notNull().defaultTo(0))
    .addColumn('started_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('finished_at', 'varchar(32)')
    .execute();
  // One row per player and settled day: its primary key is what makes a day's rebate paid once.
  await db.schema
    .createTable('player_rebates')
    .addColumn('player_id', 'integer', (column) => column.notNull().references('players.id'))
    .addColumn('day', 'varchar(10)', (column) => column.notNull())
    .addColumn('vip_level', 'integer', (column) => column.notNull())
    .addColumn('stake', moneyType, (column) => column.notNull())
    .addColumn('amount', moneyType, (column) => column.notNull())
    .addColumn('claim_id', 'integer', (column) => column.references('promotion_claims.id'))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('player_rebates_pk', ['player_id', 'day'])
    .execute();
  await db.schema
    .createIndex('player_rebates_waiting_idx')
    .on('player_rebates')
    .columns(['player_id', 'claim_id', 'day'])
    .execute();
}

async function redPackets(db: Kysely<unknown>, { idColumn, moneyType }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('red_packets')
    .addColumn('id', idColumn, (column) => column.primaryKey())
    .addColumn('code', 'varchar(16)', (column) => column.notNull().unique())
    .addColumn('sender_id', 'integer', (column) => column.notNull().references('players.id'))
    .addColumn('message', 'varchar(60)', (column) => column.notNull())
    .addColumn('total', moneyType, (column) => column.notNull())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addColumn('split', 'varchar(8)', (column) => column.notNull())
    .addColumn('taken_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('taken_amount', moneyType, (column) => column.notNull().defaultTo(0))
    .addColumn('status', 'varchar(8)', (column) => column.notNull())
    .addColumn('refunded_amount', moneyType, (column) => column.notNull().defaultTo(0))
    .addColumn('request_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('send_transfer_id', 'integer', (column) => column.notNull().references('transfers.id'))
    .addColumn('refund_transfer_id', 'integer', (column) => column.references('transfers.id'))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('finished_at', 'varchar(32)')
    .addUniqueConstraint('red_packets_request', ['sender_id', 'request_id'])
    .execute();
  await db.schema.createIndex('red_packets_expiry_idx').on('red_packets').columns(['status', 'expires_at']).execute();
  await db.schema.createIndex('red_packets_sender_idx').on('red_packets').columns(['sender_id', 'id']).execute();
  await db.schema
    .createTable('red_packet_shares')
    .addColumn('packet_id', 'integer', (column) => column.notNull().references('red_packets.id'))
    .addColumn('player_id', 'integer', (column) => column.notNull().references('players.id'))
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('amount', moneyType, (column) => column.notNull())
    .addColumn('transfer_id', 'integer', (column) => column.notNull().references('transfers.id'))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('red_packet_shares_pk', ['packet_id', 'player_id'])
    .addUniqueConstraint('red_packet_shares_seq', ['packet_id', 'seq'])
    .execute();
}

async function customPages(db: Kysely<unknown>, { idColumn }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('custom_pages')
    .addColumn('id', idColumn, (column) => column.primaryKey())
    .addColumn('title', 'varchar(60)', (column) => column.notNull())
    .addColumn('html', 'text', (column) => column.notNull())
    .addColumn('status', 'varchar(8)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
}

export async function up(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  await promotions(db, context);
  await claims(db, context);
  await rebates(db, context);
  await redPackets(db, context);
  await customPages(db, context);
}
