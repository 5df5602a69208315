/** SQL of the programme's settings row (site_settings): the least a claim may take. */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

export const COMMISSION_SETTINGS_KEY = 'commission_settings';

export async function selectCommissionSettingsRow(db: Db) {
  return db
    .selectFrom('site_settings')
    .select(['value_json', 'updated_at'])
    .where('key', '=', COMMISSION_SETTINGS_KEY)
    .executeTakeFirst();
}

/** Writes the programme's settings row, replacing any earlier value. */
export async function upsertCommissionSettings(db: Db, valueJson: string, at: string): Promise<void> {
  await db
    .insertInto('site_settings')
    .values({ key: COMMISSION_SETTINGS_KEY, value_json: valueJson, updated_at: at })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value_json: valueJson, updated_at: at }))
    .execute();
}
