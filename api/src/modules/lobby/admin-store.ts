/**
 * SQL of the operator's providers and launch statistics. Launches are read from provider_launches
 * (one row per launch, kept LAUNCH_RECORD_DAYS by the clean-up job), by a time range whose lower
 * bound is also put on expires_at: that column is indexed, and a launch expires after it was made.
 */
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Dialect } from '../../db/dialect';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** An instant range [from, to) as ISO text, as the timestamps are stored. */
export interface TimeRange {
  from: string;
  to: string;
}

export function selectPlatformRows(db: Db) {
  return db
    .selectFrom('game_platforms')
    .select(['id', 'code', 'name', 'status'])
    .orderBy('sort', 'desc')
    .orderBy('id', 'asc')
    .execute();
}

export function selectPlatformRow(db: Db, code: string) {
  return db
    .selectFrom('game_platforms')
    .select(['id', 'code', 'name', 'status'])
    .where('code', '=', code)
    .executeTakeFirst();
}

export function updatePlatformStatus(db: Db, code: string, status: number) {
  return db
    .updateTable('game_platforms')
    .set({ status })
    .where('code', '=', code)
    .returning(['id', 'code', 'name', 'status'])
    .executeTakeFirstOrThrow();
}

/** Games per platform id. */
export async function countGamesByPlatform(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('games')
    .select(['plat_type_id', sql<number | string>`count(*)`.as('games')])
    .groupBy('plat_type_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.plat_type_id), Number(row.games)]));
}

function launchesIn(db: Db, range: TimeRange) {
  return db
    .selectFrom('provider_launches')
    .where('expires_at', '>=', range.from)
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to);
}

/** Launches per provider code within the range. */
export async function countLaunchesByProvider(db: Db, range: TimeRange): Promise<Map<string, number>> {
  const rows = await launchesIn(db, range)
    .select(['provider', sql<number | string>`count(*)`.as('launches')])
    .groupBy('provider')
    .execute();
  return new Map(rows.map((row) => [row.provider, Number(row.launches)]));
}

/** 'YYYY-MM-DD' of the Asia/Shanghai day (UTC+8, no daylight saving) of the launch. */
function shanghaiDayOf(dialect: Dialect): RawBuilder<string> {
  return dialect === 'sqlite'
    ? sql<string>`strftime('%Y-%m-%d', created_at, '+8 hours')`
    : sql<string>`to_char(created_at::timestamptz at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
}

const launchCount = sql<number | string>`count(*)`.as('launches');
const playerCount = sql<number | string>`count(distinct player_id)`.as('players');

/** Launches and distinct players of each day that has launches (Asia/Shanghai days), in day order. */
export async function countLaunchesByDay(db: Db, dialect: Dialect, range: TimeRange) {
  const day = shanghaiDayOf(dialect);
  const rows = await launchesIn(db, range)
    .select([day.as('day'), launchCount, playerCount])
    .groupBy(day)
    .orderBy(day)
    .execute();
  return rows.map((row) => ({ day: row.day, launches: Number(row.launches), players: Number(row.players) }));
}

/** Launches and distinct players of the whole range. */
export async function countLaunches(db: Db, range: TimeRange) {
  const row = await launchesIn(db, range).select([launchCount, playerCount]).executeTakeFirstOrThrow();
  return { launches: Number(row.launches), players: Number(row.players) };
}

/** The `limit` most launched games (most first; ties by provider and code), with their distinct players. */
export async function selectTopLaunchedGames(db: Db, range: TimeRange, limit: number) {
  const rows = await launchesIn(db, range)
    .select(['provider', 'game_code', launchCount, playerCount])
    .groupBy(['provider', 'game_code'])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('provider')
    .orderBy('game_code')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, launches: Number(row.launches), players: Number(row.players) }));
}

/** The catalogue names of games by provider code and game code (a game missing from the catalogue is absent). */
export async function selectGameNames(db: Db, games: Array<{ provider: string; game_code: string }>) {
  if (games.length === 0) return [];
  return db
    .selectFrom('games')
    .innerJoin('game_platforms', 'game_platforms.id', 'games.plat_type_id')
    .select(['game_platforms.code as provider', 'games.game_code', 'games.game_name'])
    .where(
      'games.game_code',
      'in',
      games.map((game) => game.game_code),
    )
    .execute();
}
