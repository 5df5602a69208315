/** SQL of the rate template's versions (commission_templates): the one in force on a day, the next, one by id (the operator's: admin-store.ts). */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

/**
 * The version in force on `day`: the latest effective on or before it (of two on one day, the later
 * saved), never a cancelled one (`cancelled`: their ids).
 */
export function selectTemplateInForce(db: Db, day: string, cancelled: readonly number[]) {
  return db
    .selectFrom('commission_templates')
    .selectAll()
    .where('effective_from', '<=', day)
    .$if(cancelled.length > 0, (query) => query.where('id', 'not in', cancelled))
    .orderBy('effective_from', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The next version to take effect after `day`, if one is scheduled (and not cancelled). */
export function selectNextTemplate(db: Db, day: string, cancelled: readonly number[]) {
  return db
    .selectFrom('commission_templates')
    .selectAll()
    .where('effective_from', '>', day)
    .$if(cancelled.length > 0, (query) => query.where('id', 'not in', cancelled))
    .orderBy('effective_from', 'asc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function selectTemplateById(db: Db, id: number) {
  return db.selectFrom('commission_templates').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every cancelled version: its id, who cancelled it and when. */
export function selectTemplateCancellations(db: Kysely<Database>) {
  return db
    .selectFrom('commission_templates')
    .select(['id', 'cancelled_by', 'cancelled_at'])
    .where('cancelled_at', 'is not', null)
    .execute();
}

/** Cancels a version in the caller's transaction: false when it was already cancelled. */
export async function updateTemplateCancelled(db: Kysely<Database>, id: number, operatorId: number, at: string) {
  const result = await db
    .updateTable('commission_templates')
    .set({ cancelled_at: at, cancelled_by: operatorId })
    .where('id', '=', id)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
