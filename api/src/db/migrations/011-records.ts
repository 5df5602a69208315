/**
 * Records at scale (issue 14): a per-player, per-day, per-provider, per-category summary of
 * settled rounds, kept in the transaction that settles a round or adds to its payout; the ledger
 * kind copied onto each entry, so a player's bill changes of one kind page by index; and keyset
 * indexes that end in the id, so page 1,000 costs what page 1 costs.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Dialect } from '../dialect';
import type { MigrationContext } from './migration-context';

/** 'YYYY-MM-DD' of the Asia/Shanghai day (UTC+8, no daylight saving) of an ISO UTC text column. */
function shanghaiDay(dialect: Dialect, column: string): RawBuilder<string> {
  return dialect === 'sqlite'
    ? sql<string>`strftime('%Y-%m-%d', ${sql.ref(column)}, '+8 hours')`
    : sql<string>`to_char(${sql.ref(column)}::timestamptz at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
}

/**
 * Fills `player_daily_bets` from the settled rounds, by the Asia/Shanghai day of `opened_at`; the
 * table must be empty. Migration 014 runs it again over an emptied table.
 */
export async function sumSettledRounds<DB>(db: Kysely<DB>, dialect: Dialect): Promise<void> {
  const day = shanghaiDay(dialect, 'opened_at');
  await sql`
    insert into player_daily_bets (player_id, day, provider, game_type_id, rounds, stake, payout)
    select player_id, ${day}, provider, game_type_id, count(*), sum(stake), sum(payout)
    from game_rounds where status = 'settled'
    group by player_id, ${day}, provider, game_type_id
  `.execute(db);
}

async function dailyBets(db: Kysely<unknown>, { dialect, moneyType }: MigrationContext): Promise<void> {
  // One row per player, Asia/Shanghai day of the round's first bet, provider and game category.
  // Only settled rounds count: a settled round takes no more bets or rollbacks, only more payout.
  await db.schema
    .createTable('player_daily_bets')
    .addColumn('player_id', 'integer', (column) => column.notNull().references('players.id'))
    .addColumn('day', 'varchar(10)', (column) => column.notNull())
    .addColumn('provider', 'varchar(32)', (column) => column.notNull())
    .addColumn('game_type_id', 'integer', (column) => column.notNull())
    .addColumn('rounds', 'integer', (column) => column.notNull())
    .addColumn('stake', moneyType, (column) => column.notNull())
    .addColumn('payout', moneyType, (column) => column.notNull())
    .addPrimaryKeyConstraint('player_daily_bets_pk', ['player_id', 'day', 'provider', 'game_type_id'])
    .execute();
  // Rounds settled before this migration: summed once here, by the same day rule.
  await sumSettledRounds(db, dialect);

  // The rounds of a player's period, newest first, all or of one category and provider.
  await db.schema.dropIndex('game_rounds_player_idx').execute();
  await db.schema
    .createIndex('game_rounds_player_idx')
    .on('game_rounds')
    .columns(['player_id', 'opened_at', 'id'])
    .execute();
  await db.schema
    .createIndex('game_rounds_player_kind_idx')
    .on('game_rounds')
    .columns(['player_id', 'game_type_id', 'provider', 'opened_at', 'id'])
    .execute();
}

async function entryKinds(db: Kysely<unknown>): Promise<void> {
  // A transfer's kind never changes, so its copy on each entry never goes stale.
  await db.schema
    .alterTable('entries')
    .addColumn('kind', 'varchar(32)', (column) => column.notNull().defaultTo(''))
    .execute();
  await sql`update entries set kind = (select kind from transfers where transfers.id = entries.transfer_id)`.execute(
    db,
  );
  // An account's entries in a period, newest first, all or of one kind.
  await db.schema
    .createIndex('entries_account_time_idx')
    .on('entries')
    .columns(['account_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('entries_account_kind_idx')
    .on('entries')
    .columns(['account_id', 'kind', 'created_at', 'id'])
    .execute();
}

export async function up(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  await dailyBets(db, context);
  await entryKinds(db);
}
