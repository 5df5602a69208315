/** SQL of the site content operators edit by id: bulletins, banners and config items. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;
/** The content tables whose rows an operator lists, creates, changes and deletes by id. */
export type ContentTable = 'bulletins' | 'banners';

export function selectContentRows(db: Db, table: ContentTable) {
  return db.selectFrom(table).selectAll().orderBy('sort', 'desc').orderBy('id', 'desc').execute();
}

export function selectContentRow(db: Db, table: ContentTable, id: number) {
  return db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertContentRow(db: Db, table: ContentTable, values: object) {
  return db
    .insertInto(table)
    .values(values as never)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateContentRow(db: Db, table: ContentTable, id: number, values: object) {
  return db
    .updateTable(table)
    .set(values as never)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Deletes the row and returns it, or undefined when there was none. */
export function deleteContentRow(db: Db, table: ContentTable | 'config_items', id: number) {
  return db.deleteFrom(table).where('id', '=', id).returningAll().executeTakeFirst();
}

export function selectConfigItems(db: Db) {
  return db.selectFrom('config_items').selectAll().orderBy('id').execute();
}

export function selectConfigItem(db: Db, id: number) {
  return db.selectFrom('config_items').selectAll().where('id', '=', id).executeTakeFirst();
}

export function updateConfigItem(db: Db, id: number, values: { content: string; remark: string; updated_at: string }) {
  return db.updateTable('config_items').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export function insertConfigItem(db: Db, row: { id: number; content: string; remark: string; updated_at: string }) {
  return db.insertInto('config_items').values(row).returningAll().executeTakeFirstOrThrow();
}
