/**
 * The agent programme, 全民代理 (issue 15; spec §2 /Agent, /lowerList, /income; §7 broker calls).
 * Every player is an agent of the players below them (unlimited depth). Performance (业绩) is the
 * valid stake of settled rounds, by the Asia/Shanghai day the round settled, per game category.
 * Rates are per 10,000 of stake (万分之). Money is 6-place USDT text.
 */
import { z } from 'zod';
import { usdtText } from './account';
import { cursorField, recordSizeField } from './records';
import { apiMessages } from './messages';

/** The periods of /lowerList: 全部 / 今天 / 昨天 / 本周 (from Monday) / 本月 (Asia/Shanghai). */
export const AGENT_PERIODS = ['all', 'today', 'yesterday', 'week', 'month'] as const;
export type AgentPeriod = (typeof AGENT_PERIODS)[number];

/** Highest rate a tier may pay, per 10,000 of stake (100%). */
export const AGENT_MAX_RATE = 10_000;

/** A daily commission record's status: nothing to claim (amount 0), unclaimed, claimed. */
export const COMMISSION_STATUS = { none: 0, unclaimed: 1, claimed: 2 } as const;

const periodField = z.enum(AGENT_PERIODS, { error: apiMessages.agentPeriodInvalid }).default('today');
const memberIdField = z.coerce
  .number({ error: apiMessages.agentMemberNotFound })
  .int(apiMessages.agentMemberNotFound)
  .min(1, apiMessages.agentMemberNotFound)
  .max(2_147_483_647, apiMessages.agentMemberNotFound);

/** One tier: from this team performance up, this rate per 10,000 of the whole team performance. */
export const rateTierSchema = z.object({ min_performance: usdtText, rate: z.number().int() });
/** The tiers of one game category, lowest first; the first starts at 0. */
export const categoryTiersSchema = z.object({
  game_type_id: z.number().int(),
  tiers: z.array(rateTierSchema),
});
export type CategoryTiers = z.infer<typeof categoryTiersSchema>;

// ── POST /api/plat/broker/template (返佣比例) ──────────────────────────────────────────────────

export const agentTemplateResultSchema = z.object({
  /** The version in force today, and the Asia/Shanghai day it took effect. */
  id: z.number().int(),
  effective_from: z.string(),
  categories: z.array(categoryTiersSchema),
  /** A version the operator has scheduled for a later day, when there is one. */
  next: z
    .object({ id: z.number().int(), effective_from: z.string(), categories: z.array(categoryTiersSchema) })
    .nullable(),
});
export type AgentTemplateResult = z.infer<typeof agentTemplateResultSchema>;

// ── POST /api/plat/broker/info (/Agent) ─────────────────────────────────────────────────────────

export const agentInfoResultSchema = z.object({
  player_id: z.number().int(),
  invite_code: z.string(),
  /** The player who invited this one, or null. */
  inviter_id: z.number().int().nullable(),
  team_size: z.number().int(),
  team_new_today: z.number().int(),
  /** Direct members with no member of their own (直属玩家), and with at least one (直属代理). */
  direct_players: z.number().int(),
  direct_players_new_today: z.number().int(),
  direct_agents: z.number().int(),
  direct_agents_new_today: z.number().int(),
  /** Today so far, as of `today_updated_at` (refreshed every few minutes; null before the first refresh). */
  today_team_performance: usdtText,
  today_direct_performance: usdtText,
  today_estimated_commission: usdtText,
  today_updated_at: z.string().nullable(),
  /** Yesterday's settled commission; `yesterday_settled` false while the day is still being settled. */
  yesterday_commission: usdtText,
  yesterday_settled: z.boolean(),
  total_commission: usdtText,
  unclaimed_commission: usdtText,
  /** The least a claim may take. */
  claim_min: usdtText,
});
export type AgentInfoResult = z.infer<typeof agentInfoResultSchema>;

// ── POST /api/plat/broker/play/out (领取佣金) ──────────────────────────────────────────────────

/** Takes every unclaimed daily commission into the wallet; a retry with the same `request_id` answers the first result. */
export const agentClaimRequestSchema = z.object({
  request_id: z
    .string({ error: apiMessages.agentClaimRequestIdInvalid })
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, apiMessages.agentClaimRequestIdInvalid),
});
export const agentClaimResultSchema = z.object({
  claim_id: z.number().int(),
  amount: usdtText,
  /** How many daily records this claim took. */
  days: z.number().int(),
  /** The wallet balance right after the claim. */
  balance: usdtText,
  created_at: z.string(),
});
export type AgentClaimResult = z.infer<typeof agentClaimResultSchema>;

// ── POST /api/plat/broker/player/log (我的收入) ───────────────────────────────────────────────

export const AGENT_LOG_TYPES = ['commission', 'claim'] as const;
export const agentLogRequestSchema = z.object({
  type: z.enum(AGENT_LOG_TYPES, { error: apiMessages.agentLogTypeInvalid }).default('commission'),
  cursor: cursorField,
  size: recordSizeField,
});
/** One category of a settled day: the team's performance, the tier's rate and what it yields before deduction. */
export const commissionCategorySchema = z.object({
  game_type_id: z.number().int(),
  team_performance: usdtText,
  rate: z.number().int(),
  gross: usdtText,
});
export const dailyCommissionSchema = z.object({
  day: z.string(),
  team_performance: usdtText,
  direct_performance: usdtText,
  categories: z.array(commissionCategorySchema),
  /** Σ categories' gross, and the direct sub-agents' gross taken off it (rate difference). */
  gross: usdtText,
  deduction: usdtText,
  amount: usdtText,
  status: z.number().int(),
});
export const commissionClaimSchema = z.object({
  id: z.number().int(),
  amount: usdtText,
  days: z.number().int(),
  created_at: z.string(),
});
export const agentLogResultSchema = z.object({
  type: z.enum(AGENT_LOG_TYPES),
  total_commission: usdtText,
  claimed_commission: usdtText,
  unclaimed_commission: usdtText,
  /** Newest first; one of the two lists is filled, by `type`. */
  commissions: z.array(dailyCommissionSchema),
  claims: z.array(commissionClaimSchema),
  next_cursor: z.string().nullable(),
});
export type DailyCommission = z.infer<typeof dailyCommissionSchema>;
export type CommissionClaim = z.infer<typeof commissionClaimSchema>;
export type AgentLogResult = z.infer<typeof agentLogResultSchema>;

// ── POST /api/plat/broker/superior/performance (下级列表 summary) ─────────────────────────────

export const agentPerformanceRequestSchema = z.object({ period: periodField });
export const agentPerformanceResultSchema = z.object({
  period: z.enum(AGENT_PERIODS),
  /** The Asia/Shanghai days the period covers (both included); null start for 全部. */
  start_date: z.string().nullable(),
  end_date: z.string(),
  team_size: z.number().int(),
  /** Members who joined in the period. */
  new_members: z.number().int(),
  team_performance: usdtText,
  direct_performance: usdtText,
  /** Settled commission of the period's days, plus today's estimate when the period includes today. */
  commission: usdtText,
});
export type AgentPerformanceResult = z.infer<typeof agentPerformanceResultSchema>;

// ── GET /api/plat/broker/superior/performance/list (下级列表) ─────────────────────────────────

/** Direct members, newest first; `member_id` finds one member of the whole team instead. */
export const agentMembersQuerySchema = z.object({
  period: periodField,
  member_id: memberIdField.optional(),
  cursor: cursorField,
  size: recordSizeField,
});
export const agentMemberSchema = z.object({
  member_id: z.number().int(),
  joined_at: z.string(),
  /** 1 for a direct member, 2 for theirs, … */
  level: z.number().int(),
  team_size: z.number().int(),
  /** The member's own stake plus their team's, in the period: what their branch adds to yours. */
  performance: usdtText,
});
export const agentMembersResultSchema = z.object({
  period: z.enum(AGENT_PERIODS),
  items: z.array(agentMemberSchema),
  next_cursor: z.string().nullable(),
});
export type AgentMember = z.infer<typeof agentMemberSchema>;
export type AgentMembersResult = z.infer<typeof agentMembersResultSchema>;

// ── POST /api/plat/broker/superior/performance/detail (成员业绩) ──────────────────────────────

export const agentMemberDetailRequestSchema = z.object({ member_id: memberIdField, period: periodField });
export const agentMemberDetailResultSchema = z.object({
  member_id: z.number().int(),
  joined_at: z.string(),
  level: z.number().int(),
  team_size: z.number().int(),
  period: z.enum(AGENT_PERIODS),
  categories: z.array(
    z.object({ game_type_id: z.number().int(), own_performance: usdtText, team_performance: usdtText }),
  ),
  own_performance: usdtText,
  team_performance: usdtText,
});
export type AgentMemberDetailResult = z.infer<typeof agentMemberDetailResultSchema>;
