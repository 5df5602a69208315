/** Site content for everyone: config items, bulletins, banners, counters. */
import { sql } from 'kysely';
import type { AppContext } from '../../context';

export function listConfig(context: AppContext) {
  return context.db.selectFrom('config_items').select(['id', 'content']).orderBy('id').execute();
}

export function listBulletins(context: AppContext) {
  return context.db.selectFrom('bulletins').select(['id', 'title', 'content']).orderBy('sort', 'desc').orderBy('id', 'desc').execute();
}

export function listBanners(context: AppContext) {
  return context.db.selectFrom('banners').select(['id', 'cover_images', 'activity_type']).orderBy('sort', 'desc').orderBy('id').execute();
}

const ONLINE_WINDOW_MS = 15 * 60 * 1000;

export async function homeCount(context: AppContext) {
  const since = new Date(context.now().getTime() - ONLINE_WINDOW_MS).toISOString();
  const players = await context.db.selectFrom('players').select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow();
  const online = await context.db
    .selectFrom('sessions')
    .select(sql<number>`count(distinct subject_id)`.as('count'))
    .where('subject_type', '=', 'player')
    .where('revoked_at', 'is', null)
    .where('last_seen_at', '>=', since)
    .executeTakeFirstOrThrow();
  return { players: Number(players.count), online: Number(online.count) };
}
