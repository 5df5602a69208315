/** SQL of site_settings: operator settings kept as one JSON value a key (withdrawal rules, the buy guide). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A setting's stored JSON text, or undefined when the operator never set it. */
export async function selectSettingJson(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('site_settings').select('value_json').where('key', '=', key).executeTakeFirst();
  return row?.value_json;
}

/** Writes a setting's JSON, replacing any earlier value. */
export async function upsertSettingJson(db: Db, key: string, valueJson: string, at: string): Promise<void> {
  await db
    .insertInto('site_settings')
    .values({ key, value_json: valueJson, updated_at: at })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value_json: valueJson, updated_at: at }))
    .execute();
}
