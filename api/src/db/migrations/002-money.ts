/**
 * The money core: the double-entry ledger (transfers, entries, holds), the game catalogue the
 * launch resolves against, and the seamless wallet of game providers (launch tokens, game
 * sessions, provider transactions, rounds).
 */
import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './migration-context';

async function ledger(db: Kysely<unknown>, { idColumn, moneyType }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('transfers')
    .addColumn('id', idColumn, (column) => column.primaryKey().notNull())
    .addColumn('idempotency_key', 'varchar(160)', (column) => column.notNull().unique())
    .addColumn('input_hash', 'varchar(64)', (column) => column.notNull())
    .addColumn('kind', 'varchar(32)', (column) => column.notNull())
    .addColumn('reference', 'varchar(160)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('entries')
    .addColumn('id', idColumn, (column) => column.primaryKey().notNull())
    .addColumn('transfer_id', 'integer', (column) => column.notNull().references('transfers.id'))
    .addColumn('account_id', 'integer', (column) => column.notNull().references('accounts.id'))
    .addColumn('amount', moneyType, (column) => column.notNull())
    .addColumn('balance_after', moneyType, (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addCheckConstraint('entry_amount_not_zero', sql`amount <> 0`)
    .execute();
  // The bill-change records of an account, newest first; the entries of one transfer.
  await db.schema.createIndex('entries_account_idx').on('entries').columns(['account_id', 'id']).execute();
  await db.schema.createIndex('entries_transfer_idx').on('entries').column('transfer_id').execute();

  await db.schema
    .createTable('holds')
    .addColumn('id', idColumn, (column) => column.primaryKey().notNull())
    .addColumn('player_id', 'integer', (column) => column.notNull().references('players.id'))
    .addColumn('amount', moneyType, (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('hold_transfer_id', 'integer', (column) => column.notNull().references('transfers.id'))
    .addColumn('settle_transfer_id', 'integer', (column) => column.references('transfers.id'))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('settled_at', 'varchar(32)')
    .addCheckConstraint('hold_amount_positive', sql`amount > 0`)
    .execute();
  await db.schema.createIndex('holds_player_idx').on('holds').columns(['player_id', 'status']).execute();
}

/** Spec §3 game providers 1-15, and 16: the demo provider that ships with the platform. */
const GAME_PLATFORMS: Array<[number, string, string]> = [
  [1, 'pg', 'PG电子'],
  [2, 'ag', 'AG真人'],
  [3, 'im', 'IM体育'],
  [4, 'jdb', 'JDB电子'],
  [5, 'ky', '开元棋牌'],
  [6, 'sb', '沙巴体育'],
  [7, 'cmd', 'CMD体育'],
  [8, 'hlqp', '欢乐棋牌'],
  [9, 'lgd', 'LGD电子'],
  [10, 'mg', 'MG电子'],
  [11, 'cq', 'CQ9电子'],
  [12, 'jl', 'JILI电子'],
  [13, 'pp', 'PP电子'],
  [14, 'bf', 'BF体育'],
  [15, 'fg', 'FG电子'],
  [16, 'demo', '演示游戏'],
];

async function catalogue(db: Kysely<unknown>, { idColumn }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('game_platforms')
    .addColumn('id', 'integer', (column) => column.primaryKey().notNull())
    .addColumn('code', 'varchar(16)', (column) => column.notNull().unique())
    .addColumn('name', 'varchar(32)', (column) => column.notNull())
    .addColumn('status', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('games')
    .addColumn('id', idColumn, (column) => column.primaryKey().notNull())
    .addColumn('game_code', 'varchar(64)', (column) => column.notNull())
    .addColumn('game_name', 'varchar(64)', (column) => column.notNull())
    .addColumn('plat_type_id', 'integer', (column) => column.notNull().references('game_platforms.id'))
    .addColumn('game_type_id', 'integer', (column) => column.notNull())
    .addColumn('open_type', 'integer')
    .addColumn('status', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('image', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('game_image', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('is_hot', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addUniqueConstraint('games_platform_code_unique', ['plat_type_id', 'game_code'])
    .execute();
  // Reference data, not demo data: the providers of spec §3 and our own demo provider.
  await (db as Kysely<{ game_platforms: { id: number; code: string; name: string; sort: number } }>)
    .insertInto('game_platforms')
    .values(GAME_PLATFORMS.map(([id, code, name]) => ({ id, code, name, sort: 100 - id })))
    .execute();
  await db.schema.createIndex('games_type_idx').on('games').columns(['game_type_id', 'sort']).execute();
  await db.schema.createIndex('games_hot_idx').on('games').columns(['is_hot', 'sort']).execute();
  await db.schema.createIndex('games_code_idx').on('games').column('game_code').execute();
}

async function providerWallet(db: Kysely<unknown>, { idColumn, moneyType }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('provider_launches')
    .addColumn('token_hash', 'varchar(64)', (column) => column.primaryKey().notNull())
    .addColumn('player_id', 'integer', (column) => column.notNull().references('players.id'))
    .addColumn('provider', 'varchar(16)', (column) => column.notNull())
    .addColumn('game_code', 'varchar(64)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();

  await db.schema
    .createTable('provider_sessions')
    .addColumn('token_hash', 'varchar(64)', (column) => column.primaryKey().notNull())
    .addColumn('player_id', 'integer', (column) => column.notNull().references('players.id'))
    .addColumn('provider', 'varchar(16)', (column) => column.notNull())
    .addColumn('game_code', 'varchar(64)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(32)', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('provider_transactions')
    .addColumn('id', idColumn, (column) => column.primaryKey().notNull())
    .addColumn('provider', 'varchar(16)', (column) => column.notNull())
    .addColumn('transaction_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('kind', 'varchar(16)', (column) => column.notNull())
    .addColumn('player_id', 'integer', (column) => column.notNull().references('players.id'))
    .addColumn('round_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('bet_transaction_id', 'varchar(64)')
    .addColumn('amount', moneyType, (column) => column.notNull())
    .addColumn('request_hash', 'varchar(64)', (column) => column.notNull())
    .addColumn('transfer_id', 'integer', (column) => column.references('transfers.id'))
    .addColumn('response_json', 'text', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addUniqueConstraint('provider_transactions_unique', ['provider', 'transaction_id'])
    .execute();
  // Wins and rollbacks find their bet; a bet finds a rollback that came first (its tombstone).
  await db.schema
    .createIndex('provider_transactions_bet_idx')
    .on('provider_transactions')
    .columns(['provider', 'bet_transaction_id'])
    .execute();

  await db.schema
    .createTable('game_rounds')
    .addColumn('id', idColumn, (column) => column.primaryKey().notNull())
    .addColumn('provider', 'varchar(16)', (column) => column.notNull())
    .addColumn('round_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('player_id', 'integer', (column) => column.notNull().references('players.id'))
    .addColumn('game_code', 'varchar(64)', (column) => column.notNull())
    .addColumn('game_type_id', 'integer', (column) => column.notNull())
    .addColumn('stake', moneyType, (column) => column.notNull().defaultTo(0))
    .addColumn('payout', moneyType, (column) => column.notNull().defaultTo(0))
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('opened_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('settled_at', 'varchar(32)')
    .addUniqueConstraint('game_rounds_unique', ['provider', 'round_id', 'player_id'])
    .execute();
  // Bet records and win/loss reports by player and time; rebates and commissions by time.
  await db.schema.createIndex('game_rounds_player_idx').on('game_rounds').columns(['player_id', 'opened_at']).execute();
  await db.schema.createIndex('game_rounds_opened_idx').on('game_rounds').columns(['opened_at']).execute();
  await db.schema.createIndex('game_rounds_settled_idx').on('game_rounds').columns(['status', 'settled_at']).execute();
}

export async function up(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  await ledger(db, context);
  await catalogue(db, context);
  await providerWallet(db, context);
}
