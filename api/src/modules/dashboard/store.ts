/**
 * SQL of the dashboard. Every query is bounded by the window's start on an indexed time column, or
 * counts a status on its index (see each query for the index it uses).
 */
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { shanghaiDaySql } from '../../db/shanghai-day';

type Db = Kysely<Database>;

/** Accounts by code (unique index on accounts.code); codes without an account are left out. */
export function selectAccountsByCode(db: Db, codes: readonly string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db.selectFrom('accounts').select(['id', 'code']).where('code', 'in', codes).execute();
}

/** The codes that name clearing accounts: pay channels (`channel:<code>`) and game platforms (`provider:<code>`). */
export async function selectClearingCodes(db: Db): Promise<{ channels: string[]; platforms: string[] }> {
  const channels = await db.selectFrom('pay_channels').select('code').execute();
  const platforms = await db.selectFrom('game_platforms').select('code').execute();
  return { channels: channels.map((row) => row.code), platforms: platforms.map((row) => row.code) };
}

/**
 * Sums of the accounts' entries since `fromUtc` per account, kind and Asia/Shanghai day. Index
 * entries_account_time_idx (account_id, created_at, id): one range per account.
 */
export async function selectEntryDaySums(db: Db, dialect: Dialect, accountIds: readonly number[], fromUtc: string) {
  if (accountIds.length === 0) return [];
  const day = shanghaiDaySql(dialect, 'created_at');
  const rows = await db
    .selectFrom('entries')
    .select((eb) => ['account_id', 'kind', day.as('day'), eb.fn.sum<number>('amount').as('amount')])
    .where('account_id', 'in', accountIds)
    .where('created_at', '>=', fromUtc)
    .groupBy(['account_id', 'kind', day])
    .execute();
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
}

/** Players registered since `fromUtc`, per day. players.created_at has no index: a scan of players (see the report). */
export async function selectNewPlayerDays(db: Db, dialect: Dialect, fromUtc: string) {
  const day = shanghaiDaySql(dialect, 'created_at');
  const rows = await db
    .selectFrom('players')
    .select((eb) => [day.as('day'), eb.fn.countAll<number>().as('count')])
    .where('created_at', '>=', fromUtc)
    .groupBy(day)
    .execute();
  return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
}

/**
 * Distinct players per day with a round opened (index game_rounds_opened_idx, a range) or a login:
 * a player session begun that day (index sessions_subject_idx on the subject type). Sessions hold live logins only (the clean-up deletes expired and revoked
 * ones, and the table stays small), so older days count rounds and the logins still on record.
 */
export async function selectActivePlayerDays(db: Db, dialect: Dialect, fromUtc: string) {
  const roundDay = shanghaiDaySql(dialect, 'opened_at');
  const loginDay = shanghaiDaySql(dialect, 'created_at');
  // union all, then distinct per day: a plain union makes SQLite scan every round to dedupe them.
  const result = await sql<{ day: string; count: number | string }>`
    select day, count(distinct player_id) as count from (
      select player_id, ${roundDay} as day from game_rounds where opened_at >= ${fromUtc}
      union all
      select subject_id as player_id, ${loginDay} as day from sessions
      where subject_type = 'player' and created_at >= ${fromUtc}
    ) active
    group by day
  `.execute(db);
  return result.rows.map((row) => ({ day: row.day, count: Number(row.count) }));
}

/** The count a `select count(*)` answers (a number on SQLite, an int8 read as one on PostgreSQL). */
async function countOf(query: { executeTakeFirstOrThrow(): Promise<{ count: number | string | bigint }> }) {
  return Number((await query.executeTakeFirstOrThrow()).count);
}

/**
 * Work waiting for an operator. Indexes: withdrawals_state_idx, chain_deposits_status_idx,
 * held_wins_status_idx, balance_adjustments_status_idx; deposit_limit_reviews has none on status
 * alone (its index leads with the player): one row per deposit above a limit, a small table.
 */
export async function selectPendingCounts(db: Db) {
  const count = sql<number>`count(*)`.as('count');
  return {
    withdrawals: await countOf(db.selectFrom('withdrawals').select(count).where('state', '=', 'review')),
    verify_withdrawals: await countOf(db.selectFrom('withdrawals').select(count).where('state', '=', 'verify')),
    unmatched_deposits: await countOf(db.selectFrom('chain_deposits').select(count).where('status', '=', 'unmatched')),
    held_wins: await countOf(db.selectFrom('held_wins').select(count).where('status', '=', 'pending')),
    adjustments: await countOf(db.selectFrom('balance_adjustments').select(count).where('status', '=', 'pending')),
    deposit_reviews: await countOf(db.selectFrom('deposit_limit_reviews').select(count).where('status', '=', 'open')),
  };
}

/** The chain watcher's one status row (absent until it first ran); read only, never created here. */
export function selectWatcherRow(db: Db) {
  return db
    .selectFrom('chain_watch_status')
    .select(['head_block', 'solidified_block', 'last_error', 'updated_at'])
    .where('id', '=', 1)
    .executeTakeFirst();
}
