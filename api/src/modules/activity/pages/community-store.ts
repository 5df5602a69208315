/** SQL of /community's links: one site_settings row of JSON. */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

export const COMMUNITY_LINKS_KEY = 'community_links';

export function selectCommunityLinksRow(db: Kysely<Database>) {
  return db
    .selectFrom('site_settings')
    .select(['value_json', 'updated_at'])
    .where('key', '=', COMMUNITY_LINKS_KEY)
    .executeTakeFirst();
}

export async function upsertCommunityLinks(db: Kysely<Database>, valueJson: string, at: string): Promise<void> {
  await db
    .insertInto('site_settings')
    .values({ key: COMMUNITY_LINKS_KEY, value_json: valueJson, updated_at: at })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value_json: valueJson, updated_at: at }))
    .execute();
}
