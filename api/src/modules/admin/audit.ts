/** The audit log: who changed what, when, with the row before and after, in the change's own transaction. */
import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';

export type AuditAction = 'create' | 'update' | 'delete';

export async function writeAudit(
  trx: Transaction<Database> | Kysely<Database>,
  entry: { operatorId: number; action: AuditAction; entity: string; entityId: string | number; before: unknown; after: unknown; at: Date },
): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      operator_id: entry.operatorId,
      action: entry.action,
      entity: entry.entity,
      entity_id: String(entry.entityId),
      before_json: entry.before === undefined ? null : JSON.stringify(entry.before),
      after_json: entry.after === undefined ? null : JSON.stringify(entry.after),
      created_at: entry.at.toISOString(),
    })
    .execute();
}

export async function listAudit(context: AppContext, query: { limit: number; before_id?: number }) {
  let select = context.db
    .selectFrom('audit_log')
    .innerJoin('operators', 'operators.id', 'audit_log.operator_id')
    .select(['audit_log.id', 'operators.username as operator', 'audit_log.action', 'audit_log.entity', 'audit_log.entity_id', 'audit_log.before_json', 'audit_log.after_json', 'audit_log.created_at'])
    .orderBy('audit_log.id', 'desc')
    .limit(query.limit);
  if (query.before_id !== undefined) select = select.where('audit_log.id', '<', query.before_id);
  const rows = await select.execute();
  return rows.map(({ before_json, after_json, ...row }) => ({
    ...row,
    action: row.action as AuditAction,
    before: before_json === null ? null : JSON.parse(before_json),
    after: after_json === null ? null : JSON.parse(after_json),
  }));
}
