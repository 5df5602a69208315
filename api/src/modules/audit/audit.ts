/**
 * The audit log: who changed what, when, with the row before and after, in the change's own
 * transaction, and where the request that made the change came from (address, device, browser).
 */
import type { Kysely } from 'kysely';
import { apiMessages, type AuditPage, type auditQuerySchema } from 'shared-contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { refuse } from '../../errors';
import { currentRequest } from '../../request-client';
import { shanghaiMidnightUtc } from '../../shanghai-time';
import { canonicalUsername } from '../../usernames';
import { countAudit, insertAuditRow, selectAuditEntities, selectAuditPage, type AuditFilter } from './store';

export type AuditAction = 'create' | 'update' | 'delete';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Writes one entry in `trx`, with the current request's client (none in a job or a command line).
 * An entry no operator made during a player's own request (adding a withdrawal address) names that
 * player, so the log says 玩家 <name> and not 系统.
 */
export async function writeAudit(
  trx: Kysely<Database>,
  entry: {
    /** Null when the system writes the entry itself (a held win) or the player acted. */
    operatorId: number | null;
    action: AuditAction;
    entity: string;
    entityId: string | number;
    before: unknown;
    after: unknown;
    at: Date;
  },
): Promise<void> {
  const request = currentRequest();
  const actingPlayer = entry.operatorId === null && request?.subject?.type === 'player' ? request.subject.id : null;
  await insertAuditRow(trx, {
    operator_id: entry.operatorId,
    player_id: actingPlayer,
    ip: request?.client.ip ?? null,
    device_id: request?.client.deviceId ?? null,
    user_agent: request?.client.userAgent ?? null,
    action: entry.action,
    entity: entry.entity,
    entity_id: String(entry.entityId),
    before_json: entry.before === undefined ? null : JSON.stringify(entry.before),
    after_json: entry.after === undefined ? null : JSON.stringify(entry.after),
    created_at: entry.at.toISOString(),
  });
}

/** 00:00 北京时间 of a 'YYYY-MM-DD' day as a UTC instant; refused for a day that does not exist (2026-02-30). */
function dayStart(day: string): Date {
  const start = shanghaiMidnightUtc(day);
  if (
    Number.isNaN(start.getTime()) ||
    new Date(start.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10) !== day
  )
    throw refuse(apiMessages.recordDateInvalid);
  return start;
}

/** The query's filter: its days as UTC bounds, the `to` day included; an inverted range is refused. */
function auditFilter(query: z.output<typeof auditQuerySchema>): AuditFilter {
  const from = query.from === undefined ? undefined : dayStart(query.from);
  const to = query.to === undefined ? undefined : dayStart(query.to);
  if (from && to && from > to) throw refuse(apiMessages.recordDateOrder);
  return {
    operatorCanonical: query.operator === undefined ? undefined : canonicalUsername(query.operator),
    entity: query.entity,
    entityId: query.entity_id,
    createdFrom: from?.toISOString(),
    createdBefore: to === undefined ? undefined : new Date(to.getTime() + DAY_MS).toISOString(),
  };
}

/** Who made an entry, as the console shows it: the operator's name, 玩家 <name>, or 系统. */
function actorOf(operator: string | null, player: string | null): string {
  if (operator !== null) return operator;
  return player === null ? apiMessages.auditBySystem : `${apiMessages.auditByPlayer} ${player}`;
}

/** GET the audit log: a page of the entries the filter matches, newest first, and how many match. */
export async function listAudit(context: AppContext, query: z.output<typeof auditQuerySchema>): Promise<AuditPage> {
  const filter = auditFilter(query);
  const total = await countAudit(context.db, filter);
  const rows = await selectAuditPage(context.db, filter, query.size, (query.page - 1) * query.size);
  return {
    total,
    page: query.page,
    size: query.size,
    list: rows.map(({ before_json, after_json, player, ...row }) => ({
      ...row,
      operator: actorOf(row.operator, player),
      action: row.action as AuditAction,
      before: before_json === null ? null : JSON.parse(before_json),
      after: after_json === null ? null : JSON.parse(after_json),
    })),
  };
}

/** GET …/audit/entities: the entity names the log holds, for the filter. */
export function listAuditEntities(context: AppContext): Promise<string[]> {
  return selectAuditEntities(context.db);
}
