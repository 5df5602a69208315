/** The audit log: who changed what, when, with the row before and after, in the change's own transaction. */
import type { Kysely } from 'kysely';
import { apiMessages } from 'shared-contracts';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { insertAuditRow, selectAuditPage } from './store';

export type AuditAction = 'create' | 'update' | 'delete';

export async function writeAudit(
  trx: Kysely<Database>,
  entry: {
    /** Null when the system writes the entry itself (a held win). */
    operatorId: number | null;
    action: AuditAction;
    entity: string;
    entityId: string | number;
    before: unknown;
    after: unknown;
    at: Date;
  },
): Promise<void> {
  await insertAuditRow(trx, {
    operator_id: entry.operatorId,
    action: entry.action,
    entity: entry.entity,
    entity_id: String(entry.entityId),
    before_json: entry.before === undefined ? null : JSON.stringify(entry.before),
    after_json: entry.after === undefined ? null : JSON.stringify(entry.after),
    created_at: entry.at.toISOString(),
  });
}

export async function listAudit(context: AppContext, query: { limit: number; before_id?: number }) {
  const rows = await selectAuditPage(context.db, { limit: query.limit, beforeId: query.before_id });
  return rows.map(({ before_json, after_json, ...row }) => ({
    ...row,
    operator: row.operator ?? apiMessages.auditBySystem,
    action: row.action as AuditAction,
    before: before_json === null ? null : JSON.parse(before_json),
    after: after_json === null ? null : JSON.parse(after_json),
  }));
}
