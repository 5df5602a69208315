/** SQL of public site content: config items, bulletins, banners, and the counts of the home page. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The config items but `exceptIds` (items served by a call of their own). */
export function selectConfig(db: Db, exceptIds: readonly number[] = []) {
  let query = db.selectFrom('config_items').select(['id', 'content']);
  if (exceptIds.length > 0) query = query.where('id', 'not in', exceptIds);
  return query.orderBy('id').execute();
}

export function selectBulletins(db: Db) {
  return db
    .selectFrom('bulletins')
    .select(['id', 'title', 'content'])
    .orderBy('sort', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function selectBanners(db: Db) {
  return db
    .selectFrom('banners')
    .select(['id', 'cover_images', 'activity_type'])
    .orderBy('sort', 'desc')
    .orderBy('id')
    .execute();
}

export async function countPlayers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('players')
    .select(sql<number>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Players with a live session seen since `since` (ISO time). */
export async function countPlayersSeenSince(db: Db, since: string): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select(sql<number>`count(distinct subject_id)`.as('count'))
    .where('subject_type', '=', 'player')
    .where('revoked_at', 'is', null)
    .where('last_seen_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
