/** SQL of the operator's rate template: every version with who saved it, a new one, operators' names. */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { CommissionTemplatesTable } from '../../../db/schema-agents';

type Db = Kysely<Database>;

/** Every version with its operator's name (null: the seed), the latest to take effect first (of two from one day, the later saved, which wins). */
export function selectTemplateVersions(db: Db) {
  return db
    .selectFrom('commission_templates')
    .leftJoin('operators', 'operators.id', 'commission_templates.operator_id')
    .selectAll('commission_templates')
    .select('operators.username as operator_name')
    .orderBy('commission_templates.effective_from', 'desc')
    .orderBy('commission_templates.id', 'desc')
    .execute();
}

export function insertTemplateVersion(db: Db, row: Insertable<CommissionTemplatesTable>) {
  return db.insertInto('commission_templates').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Operators' names by id. */
export async function selectOperatorNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('operators').select(['id', 'username']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.username]));
}
