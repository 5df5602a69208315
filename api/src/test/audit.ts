/** The audit log as the suites read it: the entries of an entity, oldest first, with their rows parsed. */
import type { TestApp } from './harness';

/** The audit entries of `entity`, oldest first, with their rows parsed. */
export async function auditOf(testApp: TestApp, entity: string) {
  const rows = await testApp.context.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', entity)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    operator_id: row.operator_id,
    action: row.action,
    entity_id: row.entity_id,
    before: row.before_json === null ? null : JSON.parse(row.before_json),
    after: row.after_json === null ? null : JSON.parse(row.after_json),
  }));
}
