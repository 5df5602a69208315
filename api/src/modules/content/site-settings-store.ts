/** SQL of site_settings: operator settings kept as one JSON value a key (withdrawal rules, the buy guide). */
import { sql, type Kysely } from 'kysely';
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

/** Writes a setting that is written once (a record, not a value to change): false when the key exists. */
export async function insertSettingJsonOnce(db: Db, key: string, valueJson: string, at: string): Promise<boolean> {
  const inserted = await db
    .insertInto('site_settings')
    .values({ key, value_json: valueJson, updated_at: at })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Every setting whose key starts with `prefix` (keys of one family: `<family>:<id>`). */
export function selectSettingsWithPrefix(db: Db, prefix: string) {
  return (
    db
      .selectFrom('site_settings')
      .select(['key', 'value_json'])
      // substr, not LIKE: the keys' underscores would be wildcards, and SQLite's LIKE has no default escape.
      .where(sql<string>`substr(key, 1, ${prefix.length})`, '=', prefix)
      .execute()
  );
}
