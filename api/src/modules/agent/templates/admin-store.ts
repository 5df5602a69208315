/** SQL of the operator's rate template: every version, and a new one. */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { CommissionTemplatesTable } from '../../../db/schema-agents';

type Db = Kysely<Database>;

/** Every version, the latest to take effect first (of two from one day, the later saved, which wins). */
export function selectTemplateVersions(db: Db) {
  return db
    .selectFrom('commission_templates')
    .selectAll()
    .orderBy('effective_from', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function insertTemplateVersion(db: Db, row: Insertable<CommissionTemplatesTable>) {
  return db.insertInto('commission_templates').values(row).returningAll().executeTakeFirstOrThrow();
}
