/**
 * SQL of the bet records and reports: sums of the daily bet summary over a player's days, a
 * player's rounds paged by (opened_at, id), and the names the lists show beside codes.
 */
import { sql, type Kysely } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';
import { windowed, type RecordWindow } from '../../db/record-window';
import { isInKindIndex, outsideRoundKinds } from '../../db/partial-indexes';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Shanghai dates, both included, as the summary's `day` holds them. */
export interface DayRange {
  startDate: string;
  endDate: string;
}

/** Sums as numbers: PostgreSQL sums bigints as numeric text; one player's month is far inside 2^53. */
export interface SummedBets {
  rounds: number;
  stake: number;
  payout: number;
}

const sums = {
  rounds: sql<number | string>`coalesce(sum(rounds), 0)`,
  stake: sql<number | string>`coalesce(sum(stake), 0)`,
  payout: sql<number | string>`coalesce(sum(payout), 0)`,
};

const summed = (row: { rounds: number | string; stake: number | string; payout: number | string }): SummedBets => ({
  rounds: Number(row.rounds),
  stake: Number(row.stake),
  payout: Number(row.payout),
});

/** The player's summary rows of the days: a range of the primary key (player_id, day, …). */
function playerDays(db: Db, playerId: number, days: DayRange) {
  return db
    .selectFrom('player_daily_bets')
    .where('player_id', '=', playerId)
    .where('day', '>=', days.startDate)
    .where('day', '<=', days.endDate);
}

/** Settled rounds of the days per category and provider. */
export async function sumBetsByGame(db: Db, playerId: number, days: DayRange) {
  const rows = await playerDays(db, playerId, days)
    .select(['game_type_id', 'provider', sums.rounds.as('rounds'), sums.stake.as('stake'), sums.payout.as('payout')])
    .groupBy(['game_type_id', 'provider'])
    .execute();
  return rows.map((row) => ({ game_type_id: row.game_type_id, provider: row.provider, ...summed(row) }));
}

/** Settled rounds of the days per day (only days that have any). */
export async function sumBetsByDay(db: Db, playerId: number, days: DayRange) {
  const rows = await playerDays(db, playerId, days)
    .select(['day', sums.rounds.as('rounds'), sums.stake.as('stake'), sums.payout.as('payout')])
    .groupBy('day')
    .execute();
  return rows.map((row) => ({ day: row.day, ...summed(row) }));
}

/** An account's entries of these kinds in [fromUtc, toUtc): time and amount, over the (account, kind, created_at) index. */
export function selectEntryAmounts(
  db: Db,
  accountId: number,
  kinds: readonly string[],
  period: { fromUtc: string; toUtc: string },
): Promise<Array<{ created_at: string; amount: MicroUsdt }>> {
  if (kinds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('entries')
    .select(['created_at', 'amount'])
    .where('account_id', '=', accountId)
    .where('kind', 'in', kinds)
    .$if(kinds.every(isInKindIndex), (query) => query.where(outsideRoundKinds('kind')))
    .where('created_at', '>=', period.fromUtc)
    .where('created_at', '<', period.toUtc)
    .execute();
}

/** The round columns every round list and detail shows. */
const ROUND_COLUMNS = [
  'r.id',
  'r.provider',
  'r.round_id',
  'r.player_id',
  'r.game_code',
  'r.game_type_id',
  'r.stake',
  'r.payout',
  'r.status',
  'r.opened_at',
  'r.settled_at',
] as const;

export interface RoundFilter {
  gameTypeId?: number | undefined;
  provider?: string | undefined;
}

/**
 * The player's rounds in the window by opened_at, newest first, all or of one category and/or
 * provider. The page's ids come from the player's index alone, (player_id, opened_at, id,
 * game_type_id, provider) (migration 019): a page seeks to its keyset bound and reads on, testing
 * the filter on the index; the rows are then read by primary key.
 */
export function selectRounds(db: Db, playerId: number, filter: RoundFilter, window: RecordWindow) {
  let ids = db.selectFrom('game_rounds').select('game_rounds.id').where('game_rounds.player_id', '=', playerId);
  if (filter.gameTypeId !== undefined) ids = ids.where('game_rounds.game_type_id', '=', filter.gameTypeId);
  if (filter.provider !== undefined) ids = ids.where('game_rounds.provider', '=', filter.provider);
  return db
    .selectFrom('game_rounds as r')
    .select(ROUND_COLUMNS)
    .where('r.id', 'in', windowed(ids, 'game_rounds', window, 'opened_at'))
    .orderBy('r.opened_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
}

export type RoundRow = Awaited<ReturnType<typeof selectRounds>>[number];

/** One round of the player's by its row id; undefined for another player's or a missing one. */
export function selectPlayerRound(db: Db, playerId: number, id: number) {
  return db
    .selectFrom('game_rounds as r')
    .select(ROUND_COLUMNS)
    .where('r.id', '=', id)
    .where('r.player_id', '=', playerId)
    .executeTakeFirst();
}

/** Providers' names by code (game_platforms, a small table). */
export async function providerNames(db: Db, codes: readonly string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectFrom('game_platforms')
    .select(['code', 'name'])
    .where('code', 'in', [...new Set(codes)])
    .execute();
  return new Map(rows.map((row) => [row.code, row.name]));
}

/** Games' names by "provider:game_code", for the games of a page. */
export async function gameNames(
  db: Db,
  games: ReadonlyArray<{ provider: string; game_code: string }>,
): Promise<Map<string, string>> {
  if (games.length === 0) return new Map();
  const rows = await db
    .selectFrom('games')
    .innerJoin('game_platforms', 'game_platforms.id', 'games.plat_type_id')
    .select(['game_platforms.code', 'games.game_code', 'games.game_name'])
    .where('game_platforms.code', 'in', [...new Set(games.map((game) => game.provider))])
    .where('games.game_code', 'in', [...new Set(games.map((game) => game.game_code))])
    .execute();
  return new Map(rows.map((row) => [`${row.code}:${row.game_code}`, row.game_name]));
}
