/** SQL of the audit log: who changed what, written in the change's transaction, read by the console. */
import type { Insertable, Kysely } from 'kysely';
import type { AuditLogTable, Database } from '../../db/schema';

type Db = Kysely<Database>;

export async function insertAuditRow(db: Db, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

/** What an audit list is narrowed to: all given parts must match; times as ISO UTC, from ≤ created_at < before. */
export interface AuditFilter {
  /** The operator's canonical username. */
  operatorCanonical?: string | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
  createdFrom?: string | undefined;
  createdBefore?: string | undefined;
}

/**
 * The filtered audit log with the operator's name, or the player's for their own actions (both null
 * for the system's own). audit_log has only
 * its primary key (no index on operator, entity or time: a migration would add them), so a filter
 * reads the log once; the page then seeks by id, newest first.
 */
function filteredAudit(db: Db, filter: AuditFilter) {
  let query = db
    .selectFrom('audit_log')
    .leftJoin('operators', 'operators.id', 'audit_log.operator_id')
    .leftJoin('players', 'players.id', 'audit_log.player_id');
  if (filter.operatorCanonical !== undefined)
    query = query.where('operators.username_canonical', '=', filter.operatorCanonical);
  if (filter.entity !== undefined) query = query.where('audit_log.entity', '=', filter.entity);
  if (filter.entityId !== undefined) query = query.where('audit_log.entity_id', '=', filter.entityId);
  if (filter.createdFrom !== undefined) query = query.where('audit_log.created_at', '>=', filter.createdFrom);
  if (filter.createdBefore !== undefined) query = query.where('audit_log.created_at', '<', filter.createdBefore);
  return query;
}

export async function countAudit(db: Db, filter: AuditFilter): Promise<number> {
  const row = await filteredAudit(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One page of the filtered audit log, newest first. */
export function selectAuditPage(db: Db, filter: AuditFilter, limit: number, offset: number) {
  return filteredAudit(db, filter)
    .select([
      'audit_log.id',
      'operators.username as operator',
      'players.username as player',
      'audit_log.player_id',
      'audit_log.action',
      'audit_log.entity',
      'audit_log.entity_id',
      'audit_log.before_json',
      'audit_log.after_json',
      'audit_log.created_at',
      'audit_log.ip',
      'audit_log.device_id',
      'audit_log.user_agent',
    ])
    .orderBy('audit_log.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** The entity names the log holds, sorted. */
export async function selectAuditEntities(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('audit_log').select('entity').distinct().orderBy('entity').execute();
  return rows.map((row) => row.entity);
}
