/** SQL of the lobby: pages of games, name search, providers, per-category counts, and one game's row. */
import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The columns of spec §3 Game: what players see. */
const PUBLIC_COLUMNS = [
  'id',
  'game_code',
  'game_name',
  'plat_type_id',
  'game_type_id',
  'open_type',
  'status',
  'image',
  'game_image',
] as const;
/** Operators also see the hot flag, the order and when the game was added. */
const OPERATOR_COLUMNS = [...PUBLIC_COLUMNS, 'is_hot', 'sort', 'created_at'] as const;

export interface GameFilter {
  game_type_id?: number;
  plat_type_id?: number;
  /** Only the hot list (is_hot = 1). */
  hotOnly?: boolean;
  /** Operators: games of one status (1-4). */
  status?: number;
  /** Operators: names containing this text, ignoring case. */
  nameContains?: string;
}

export interface Paging {
  page: number;
  size: number;
}

function filtered(db: Db, filter: GameFilter) {
  let query = db.selectFrom('games');
  if (filter.game_type_id !== undefined) query = query.where('game_type_id', '=', filter.game_type_id);
  if (filter.plat_type_id !== undefined) query = query.where('plat_type_id', '=', filter.plat_type_id);
  if (filter.hotOnly) query = query.where('is_hot', '=', 1);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  if (filter.nameContains) query = query.where(nameContains(filter.nameContains));
  return query;
}

async function countOf(db: Db, filter: GameFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select(sql<number | string>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count(*) as a bigint string.
  return Number(row.count);
}

/** The lobby's order (highest sort first, then oldest first), one page of it. */
function pageInLobbyOrder<Row>(query: SelectQueryBuilder<Database, 'games', Row>, paging: Paging) {
  return query
    .orderBy('sort', 'desc')
    .orderBy('id', 'asc')
    .limit(paging.size)
    .offset((paging.page - 1) * paging.size)
    .execute();
}

/** One page of games, highest sort first, then oldest first; total counts every match. */
export async function selectGamePage(db: Db, filter: GameFilter, paging: Paging) {
  const data = await pageInLobbyOrder(filtered(db, filter).select(PUBLIC_COLUMNS), paging);
  return { total: await countOf(db, filter), data };
}

/** The operator's page: the same order, with the operator columns. */
export async function selectOperatorGamePage(db: Db, filter: GameFilter, paging: Paging) {
  const data = await pageInLobbyOrder(filtered(db, filter).select(OPERATOR_COLUMNS), paging);
  return { total: await countOf(db, filter), data };
}

/** `text` as a LIKE pattern that matches itself only: \ % _ are escaped with \ (the ESCAPE character below). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Names containing `needle`, ignoring case. The ESCAPE clause is spelled out: SQLite has no
 * default escape character, PostgreSQL's is \ already.
 */
function nameContains(needle: string) {
  return sql<boolean>`lower(game_name) like lower(${`%${escapeLike(needle)}%`}) escape '\\'`;
}

/** Games whose name contains `needle`, ignoring case, the same order as the lists. */
export async function selectGamesByName(db: Db, needle: string, limit: number) {
  const contains = nameContains(needle);
  const data = await db
    .selectFrom('games')
    .select(PUBLIC_COLUMNS)
    .where(contains)
    .orderBy('sort', 'desc')
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
  const row = await db
    .selectFrom('games')
    .select(sql<number | string>`count(*)`.as('count'))
    .where(contains)
    .executeTakeFirstOrThrow();
  return { total: Number(row.count), data };
}

/** Every provider, as the lobby orders them (highest sort first). */
export function selectPlatforms(db: Db) {
  return db
    .selectFrom('game_platforms')
    .select(['id', 'code', 'name', 'status'])
    .orderBy('sort', 'desc')
    .orderBy('id', 'asc')
    .execute();
}

/** How many games each category has, of one provider or of all; categories without games are absent. */
export async function countGamesByCategory(db: Db, platformId?: number) {
  let query = db.selectFrom('games').select(['game_type_id', sql<number | string>`count(*)`.as('games')]);
  if (platformId !== undefined) query = query.where('plat_type_id', '=', platformId);
  const rows = await query.groupBy('game_type_id').orderBy('game_type_id').execute();
  return rows.map((row) => ({ game_type_id: Number(row.game_type_id), games: Number(row.games) }));
}

export function selectGameForOperator(db: Db, id: number) {
  return db.selectFrom('games').select(OPERATOR_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export type GameChanges = Partial<{ status: number; is_hot: number; sort: number; image: string; game_image: string }>;

export function updateGameRow(db: Db, id: number, changes: GameChanges) {
  return db
    .updateTable('games')
    .set(changes)
    .where('id', '=', id)
    .returning(OPERATOR_COLUMNS)
    .executeTakeFirstOrThrow();
}
