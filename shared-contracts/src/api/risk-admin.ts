/**
 * The console's 风控 (issue 43): a player's associated accounts (shared address, device, withdrawal or
 * deposit-from address), clusters of players linked over a period, and blacklists of addresses, devices
 * and withdrawal addresses. Paths, schemas and the Chinese texts the API answers with.
 */
import { z } from 'zod';
import { idField, requiredText } from './fields';
import { apiMessages } from './messages';
import { riskApiMessages } from './messages-risk';

export const riskAdminPaths = {
  /** GET /:id/associations (超级管理员, 财务, 客服): the other players sharing something with the player. */
  players: '/api/admin/players',
  /** GET { from?, to? } (北京时间 days, both included; default the last 30 days): clusters, largest first. */
  clusters: '/api/admin/risk/clusters',
  /** GET: every entry; POST { kind, value, reason }; POST /:id/remove (超级管理员, 财务; audited). */
  blacklist: '/api/admin/risk/blacklist',
} as const;

/** What two players share: a client address, a device id, a withdrawal address or a deposit's sender. */
export const RISK_LINK_KINDS = ['ip', 'device', 'address', 'deposit_from'] as const;
export type RiskLinkKind = (typeof RISK_LINK_KINDS)[number];
export const riskLinkLabels: Record<RiskLinkKind, string> = {
  ip: 'IP',
  device: '设备',
  address: '提现地址',
  deposit_from: '充值来源地址',
};

export const riskLinkSchema = z.object({
  kind: z.enum(RISK_LINK_KINDS),
  value: z.string(),
  /** The other player's latest use of it (UTC ISO). */
  last_seen: z.string(),
});

export const associatedPlayerSchema = z.object({
  player_id: z.number().int(),
  username: z.string(),
  links: z.array(riskLinkSchema),
  last_seen: z.string(),
});
/** Most recently seen first; at most 200 players. */
export const associationsResultSchema = z.object({ list: z.array(associatedPlayerSchema) });

const dayField = z
  .string({ error: riskApiMessages.riskPeriodInvalid })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, riskApiMessages.riskPeriodInvalid)
  .optional();
export const clustersQuerySchema = z.object({ from: dayField, to: dayField });

export const clusterSchema = z.object({
  players: z.array(z.object({ id: z.number().int(), username: z.string() })),
  /** What links them: each shared value and how many of the cluster's players used it. */
  links: z.array(z.object({ kind: z.enum(RISK_LINK_KINDS), value: z.string(), players: z.number().int() })),
  last_seen: z.string(),
});
export const clustersResultSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Largest first. */
  list: z.array(clusterSchema),
  /** More shared values than one answer reads: the smallest ones were left out. */
  truncated: z.boolean(),
});

export const BLACKLIST_KINDS = ['ip', 'device', 'address'] as const;
export type BlacklistKindName = (typeof BLACKLIST_KINDS)[number];
export const blacklistKindLabels: Record<BlacklistKindName, string> = {
  ip: 'IP / 网段',
  device: '设备',
  address: '提现地址',
};

export const blacklistEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(BLACKLIST_KINDS),
  value: z.string(),
  reason: z.string(),
  created_by: z.string(),
  created_at: z.string(),
});
export const blacklistResultSchema = z.object({ list: z.array(blacklistEntrySchema) });
export const blacklistAddSchema = z.object({
  kind: z.enum(BLACKLIST_KINDS, { error: apiMessages.badField }),
  value: requiredText(apiMessages.badField, 64),
  reason: requiredText(riskApiMessages.blacklistReasonRequired, 200),
});
export const blacklistIdParamsSchema = z.object({ id: idField });

export type AssociatedPlayer = z.infer<typeof associatedPlayerSchema>;
export type AssociationsResult = z.infer<typeof associationsResultSchema>;
export type ClustersResult = z.infer<typeof clustersResultSchema>;
export type RiskCluster = z.infer<typeof clusterSchema>;
export type BlacklistEntry = z.infer<typeof blacklistEntrySchema>;
export type BlacklistAdd = z.input<typeof blacklistAddSchema>;
