/** SQL of the agent programme's settings: the rate template's versions and the programme's settings row (other SQL: *-store.ts). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The version in force on `day`: the latest effective on or before it (of two on one day, the later saved). */
export function selectTemplateInForce(db: Db, day: string) {
  return db
    .selectFrom('commission_templates')
    .selectAll()
    .where('effective_from', '<=', day)
    .orderBy('effective_from', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The next version to take effect after `day`, if one is scheduled. */
export function selectNextTemplate(db: Db, day: string) {
  return db
    .selectFrom('commission_templates')
    .selectAll()
    .where('effective_from', '>', day)
    .orderBy('effective_from', 'asc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function selectTemplateById(db: Db, id: number) {
  return db.selectFrom('commission_templates').selectAll().where('id', '=', id).executeTakeFirst();
}

export const COMMISSION_SETTINGS_KEY = 'commission_settings';

export async function selectCommissionSettingsRow(db: Db) {
  return db
    .selectFrom('site_settings')
    .select(['value_json', 'updated_at'])
    .where('key', '=', COMMISSION_SETTINGS_KEY)
    .executeTakeFirst();
}
