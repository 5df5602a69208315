/**
 * The console's 审计日志 (issue 17): every operator action with the row before and after, filtered
 * by operator, entity and Asia/Shanghai days, paged. GET apiPaths.admin.audit (超级管理员) and
 * GET `${apiPaths.admin.audit}/entities` (the entity names the filter offers).
 */
import { z } from 'zod';
import { adminPageField, adminSizeField, optionalText } from './fields';
import { apiMessages } from './messages';

const auditDayField = z
  .string({ error: apiMessages.recordDateInvalid })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, apiMessages.recordDateInvalid)
  .optional();

/** Newest first. `from`/`to` are 北京时间 days, both included; `operator` is a username (exact, any case). */
export const auditQuerySchema = z.object({
  page: adminPageField,
  size: adminSizeField,
  operator: optionalText(32),
  entity: optionalText(64),
  entity_id: optionalText(64),
  from: auditDayField,
  to: auditDayField,
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /**
   * Who acted: the operator's username, 玩家 <username> (apiMessages.auditByPlayer) for a player's own
   * action, or 系统 (apiMessages.auditBySystem) for the system's own entries.
   */
  operator: z.string(),
  /** The player whose own action this was; null for operators' and the system's entries. */
  player_id: z.number().int().nullable(),
  action: z.enum(['create', 'update', 'delete']),
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
  /** Where the request came from (null for the system's own entries, and once past the retention period). */
  ip: z.string().nullable(),
  device_id: z.string().nullable(),
  user_agent: z.string().nullable(),
});

export const auditPageSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  list: z.array(auditEntrySchema),
});

/** The distinct entity names in the log, sorted. */
export const auditEntitiesSchema = z.array(z.string());

export type AuditQuery = z.input<typeof auditQuerySchema>;
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditPage = z.infer<typeof auditPageSchema>;
