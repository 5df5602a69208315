/** SQL of promotions: the rows a page lists, one by id or by type, as stored (params_json unparsed). */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

const PROMOTION_COLUMNS = [
  'id',
  'type',
  'group_key',
  'title',
  'summary',
  'cover',
  'rules_html',
  'params_json',
  'starts_at',
  'ends_at',
  'status',
  'sort',
  'version',
] as const;

/** Every promotion of `status` (or all), highest sort first, then by type. */
export function selectPromotions(db: Db, status?: 'on' | 'off') {
  let query = db.selectFrom('promotions').select(PROMOTION_COLUMNS);
  if (status !== undefined) query = query.where('status', '=', status);
  return query.orderBy('sort', 'desc').orderBy('type', 'asc').execute();
}

/** The promotion of a type (one per type), whatever its status. */
export function selectPromotionByType(db: Db, type: number) {
  return db.selectFrom('promotions').select(PROMOTION_COLUMNS).where('type', '=', type).executeTakeFirst();
}

/** A promotion by id, whatever its status. */
export function selectPromotionById(db: Db, id: number) {
  return db.selectFrom('promotions').select(PROMOTION_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export type PromotionRow = NonNullable<Awaited<ReturnType<typeof selectPromotionById>>>;
