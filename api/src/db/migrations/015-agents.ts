/**
 * The agent programme (issue 15): the referral tree as a closure table, each player's valid stake
 * by the Asia/Shanghai day their rounds settled, the versioned rate template, the daily settlement
 * (a run row per day, a row per agent and day) with today's estimates, and the claims.
 */
import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './migration-context';

/** The template every site starts with: per category, ≥ 0 → 0.5 %, ≥ 10,000 → 0.7 %, ≥ 50,000 → 0.9 %, ≥ 200,000 USDT → 1.2 %. */
export const DEFAULT_TIERS = [
  { min_performance: 0, rate: 50 },
  { min_performance: 10_000_000_000, rate: 70 },
  { min_performance: 50_000_000_000, rate: 90 },
  { min_performance: 200_000_000_000, rate: 120 },
];
const DEFAULT_CATEGORIES = [0, 1, 2, 3, 4, 5, 6, 7].map((game_type_id) => ({ game_type_id, tiers: DEFAULT_TIERS }));

async function tree(db: Kysely<unknown>): Promise<void> {
  // Every (ancestor, descendant) pair at any depth ≥ 1; joined_at is the descendant's registration.
  await db.schema
    .createTable('agent_tree')
    .addColumn('ancestor_id', 'integer', (column) => column.notNull().references('players.id'))
    .addColumn('descendant_id', 'integer', (column) => column.notNull().references('players.id'))
    .addColumn('depth', 'integer', (column) => column.notNull())
    .addColumn('joined_at', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('agent_tree_pk', ['ancestor_id', 'descendant_id'])
    .execute();
  // A player's upline (settlement), and a team's members by the day they joined (新增).
  await db.schema
    .createIndex('agent_tree_descendant_idx')
    .on('agent_tree')
    .columns(['descendant_id', 'depth'])
    .execute();
  await db.schema.createIndex('agent_tree_joined_idx').on('agent_tree').columns(['ancestor_id', 'joined_at']).execute();
  // The players already registered: a recursive walk of inviter links, on both databases.
  await sql`
    with recursive up(descendant_id, ancestor_id, depth, joined_at) as (
      select id, inviter_id, 1, created_at from players where inviter_id is not null
      union all
      select up.descendant_id, p.inviter_id, up.depth + 1, up.joined_at
      from up join players p on p.id = up.ancestor_id where p.inviter_id is not null
    )
    insert into agent_tree (ancestor_id, descendant_id, depth, joined_at)
    select ancestor_id, descendant_id, depth, joined_at from up
  `.execute(db);
}

async function performance(db: Kysely<unknown>, { dialect, moneyType }: MigrationContext): Promise<void> {
  // Valid stake by the Asia/Shanghai day a round settled (not opened): a round settled after its
  // opening day was settled counts on the day it settled, and no closed day ever changes.
  await db.schema
    .createTable('player_daily_performance')
    .addColumn('player_id', 'integer', (column) => column.notNull().references('players.id'))
    .addColumn('day', 'varchar(10)', (column) => column.notNull())
    .addColumn('game_type_id', 'integer', (column) => column.notNull())
    .addColumn('rounds', 'integer', (column) => column.notNull())
    .addColumn('stake', moneyType, (column) => column.notNull())
    .addPrimaryKeyConstraint('player_daily_performance_pk', ['player_id', 'day', 'game_type_id'])
    .execute();
  await db.schema
    .createIndex('player_daily_performance_day_idx')
    .on('player_daily_performance')
    .columns(['day', 'player_id', 'game_type_id', 'stake'])
    .execute();
  // Rounds settled before this migration, by settled_at (a later win moved it: near enough for the past).
  const day =
    dialect === 'sqlite'
      ? sql`strftime('%Y-%m-%d', settled_at, '+8 hours')`
      : sql`to_char(settled_at::timestamptz at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  await sql`
    insert into player_daily_performance (player_id, day, game_type_id, rounds, stake)
    select player_id, ${day}, game_type_id, count(*), sum(stake)
    from game_rounds where status = 'settled' and settled_at is not null
    group by player_id, ${day}, game_type_id
  `.execute(db);
}

async function templates(db: Kysely<unknown>, { idColumn }: MigrationContext): Promise<void> {
  // A version is in force from its effective_from day until a later version's; never edited.
  await db.schema
    .createTable('commission_templates')
    .addColumn('id', idColumn, (column) => column.primaryKey())
    .addColumn('effective_from', 'varchar(10)', (column) => column.notNull())
    .addColumn('categories_json', 'text', (column) => column.notNull())
    .addColumn('operator_id', 'integer', (column) => column.references('operators.id'))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('commission_templates_effective_idx')
    .on('commission_templates')
    .columns(['effective_from', 'id'])
    .execute();
  await sql`
    insert into commission_templates (effective_from, categories_json, operator_id, created_at)
    values ('2000-01-01', ${JSON.stringify(DEFAULT_CATEGORIES)}, null, ${new Date().toISOString()})
  `.execute(db);
}

async function settlement(db: Kysely<unknown>, { idColumn, moneyType }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('commission_days')
    .addColumn('day', 'varchar(10)', (column) => column.primaryKey())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('template_id', 'integer', (column) => column.notNull().references('commission_templates.id'))
    .addColumn('agents', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('team_performance', moneyType, (column) => column.notNull().defaultTo(0))
    .addColumn('commission', moneyType, (column) => column.notNull().defaultTo(0))
    .addColumn('started_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('finished_at', 'varchar(32)')
    .execute();
  // One row per agent and settled day: its primary key is what makes a day pay an agent once.
  await db.schema
    .createTable('agent_commissions')
    .addColumn('agent_id', 'integer', (column) => column.notNull().references('players.id'))
    .addColumn('day', 'varchar(10)', (column) => column.notNull())
    .addColumn('team_performance', moneyType, (column) => column.notNull())
    .addColumn('direct_performance', moneyType, (column) => column.notNull())
    .addColumn('categories_json', 'text', (column) => column.notNull())
    .addColumn('gross', moneyType, (column) => column.notNull())
    .addColumn('deduction', moneyType, (column) => column.notNull())
    .addColumn('amount', moneyType, (column) => column.notNull())
    .addColumn('template_id', 'integer', (column) => column.notNull())
    .addColumn('status', 'integer', (column) => column.notNull())
    .addColumn('claim_id', 'integer')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('agent_commissions_pk', ['agent_id', 'day'])
    .execute();
  await db.schema.createIndex('agent_commissions_day_idx').on('agent_commissions').columns(['day', 'status']).execute();
  await db.schema
    .createIndex('agent_commissions_status_idx')
    .on('agent_commissions')
    .columns(['agent_id', 'status'])
    .execute();
  // Today so far (and a day not yet settled), recomputed every few minutes; never paid from.
  await db.schema
    .createTable('agent_estimates')
    .addColumn('agent_id', 'integer', (column) => column.notNull().references('players.id'))
    .addColumn('day', 'varchar(10)', (column) => column.notNull())
    .addColumn('team_performance', moneyType, (column) => column.notNull())
    .addColumn('direct_performance', moneyType, (column) => column.notNull())
    .addColumn('categories_json', 'text', (column) => column.notNull())
    .addColumn('amount', moneyType, (column) => column.notNull())
    .addColumn('computed_at', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('agent_estimates_pk', ['agent_id', 'day'])
    .execute();
  await db.schema.createIndex('agent_estimates_day_idx').on('agent_estimates').columns(['day']).execute();
  await db.schema
    .createTable('commission_claims')
    .addColumn('id', idColumn, (column) => column.primaryKey())
    .addColumn('player_id', 'integer', (column) => column.notNull().references('players.id'))
    .addColumn('request_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('amount', moneyType, (column) => column.notNull())
    .addColumn('days', 'integer', (column) => column.notNull())
    .addColumn('transfer_id', 'integer', (column) => column.notNull().references('transfers.id'))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addUniqueConstraint('commission_claims_request_uq', ['player_id', 'request_id'])
    .execute();
  await db.schema
    .createIndex('commission_claims_player_idx')
    .on('commission_claims')
    .columns(['player_id', 'id'])
    .execute();
}

/**
 * The programme starts today: each earlier day with play (summed above for the records) gets a run
 * row, settled with nothing paid, so the settlement job never pays play from before the programme
 * existed. Today stays open: rounds settled earlier today count.
 */
async function closePastDays(db: Kysely<unknown>): Promise<void> {
  const now = new Date().toISOString();
  const today = new Date(Date.now() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await sql`
    insert into commission_days (day, status, template_id, agents, team_performance, commission, started_at, finished_at)
    select distinct day, 'settled', (select min(id) from commission_templates), 0, 0, 0, ${now}, ${now}
    from player_daily_performance where day < ${today}
  `.execute(db);
}

export async function up(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  await tree(db);
  await performance(db, context);
  await templates(db, context);
  await settlement(db, context);
  await closePastDays(db);
}
