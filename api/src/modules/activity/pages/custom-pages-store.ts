/** SQL of /customDetail's special pages. */
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../../db/schema';
import type { CustomPagesTable } from '../../../db/schema-activities';

type Db = Kysely<Database>;
export type CustomPageRow = Selectable<CustomPagesTable>;

/** Every page, newest first. */
export function selectCustomPages(db: Db): Promise<CustomPageRow[]> {
  return db.selectFrom('custom_pages').selectAll().orderBy('id', 'desc').execute();
}

export function selectCustomPage(db: Db, id: number): Promise<CustomPageRow | undefined> {
  return db.selectFrom('custom_pages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The published page `id`, or without an id the newest published one. */
export function selectPublishedPage(db: Db, id?: number): Promise<CustomPageRow | undefined> {
  let query = db.selectFrom('custom_pages').selectAll().where('status', '=', 'on');
  if (id !== undefined) query = query.where('id', '=', id);
  return query.orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export function insertCustomPage(db: Db, row: Insertable<CustomPagesTable>): Promise<CustomPageRow> {
  return db.insertInto('custom_pages').values(row).returningAll().executeTakeFirstOrThrow();
}

export function updateCustomPageRow(
  db: Db,
  id: number,
  values: Updateable<CustomPagesTable>,
): Promise<CustomPageRow | undefined> {
  return db.updateTable('custom_pages').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}
