/**
 * Activities and rewards (issue 16; spec §2 /activity, /activityDetail, /benefit; §7 task calls).
 * A promotion is one of the 13 types of spec §3 (one promotion per type); what a player may claim
 * is computed on the server from the ledger and the rounds, never from what the client says.
 * Money is 6-place USDT text; days are Asia/Shanghai.
 */
import { z } from 'zod';
import { usdtText } from './account';
import { PROMOTION_GROUPS, PROMOTION_TYPE_MAX, PROMOTION_TYPE_MIN } from './activity-params';
import { cursorField, recordSizeField } from './records';
import { apiMessages } from './messages';

const activityTypeField = z.coerce
  .number({ error: apiMessages.activityNotFound })
  .int(apiMessages.activityNotFound)
  .min(PROMOTION_TYPE_MIN, apiMessages.activityNotFound)
  .max(PROMOTION_TYPE_MAX, apiMessages.activityNotFound);

/** A claim's request id (a retry with the same one answers the first result). */
export const claimRequestIdField = z
  .string({ error: apiMessages.activityRequestIdInvalid })
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, apiMessages.activityRequestIdInvalid);

// ── GET /api/plat/task/list (活动列表; with activity_type or id: one promotion's page) ─────────

export const taskListRequestSchema = z.object({
  /** A promotion's id, or (what the banners and /activityDetail carry) its type. */
  id: z.coerce.number({ error: apiMessages.activityNotFound }).int().min(1).max(2_147_483_647).optional(),
  activity_type: activityTypeField.optional(),
});

export const taskListItemSchema = z.object({
  id: z.number().int(),
  activity_type: z.number().int(),
  group: z.enum(PROMOTION_GROUPS),
  title: z.string(),
  /** A picture URL (or data URL for the demo's generated art). */
  cover: z.string(),
  /** One line under the title, e.g. 首充100%，最高888 USDT. */
  summary: z.string(),
  /** Asia/Shanghai wall times; ends_at null = no end. */
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  /** 'upcoming' before starts_at, 'ended' after ends_at. */
  state: z.enum(['upcoming', 'running', 'ended']),
});
export type TaskListItem = z.infer<typeof taskListItemSchema>;

export const taskListResultSchema = z.object({
  list: z.array(taskListItemSchema),
  /** With id / activity_type: the promotion's rules (operator HTML; the page sanitizes it) and its link (type 13). */
  detail: z.object({ rules_html: z.string(), link: z.string().nullable() }).nullable(),
});
export type TaskListResult = z.infer<typeof taskListResultSchema>;

// ── GET /api/plat/task/progress (a player's progress and what they can claim) ──────────────────

/** Why a reward cannot be claimed now; null when it can (status claimable) or was claimed. */
export const rewardSchema = z.object({
  /** What POST task/receive sends back as `tier` for this reward. */
  tier: z.number().int(),
  /** 第1档 / 第3天 / VIP2 / 注单 … */
  label: z.string(),
  /** The amount; null when it is drawn at the claim (lucky money: see range_text). */
  amount: usdtText.nullable(),
  range_text: z.string().nullable(),
  status: z.enum(['locked', 'claimable', 'claimed']),
  reason: z.string().nullable(),
});
export type ActivityReward = z.infer<typeof rewardSchema>;

export const progressRequestSchema = z.object({ activity_type: activityTypeField });
export const progressResultSchema = z.object({
  activity_type: z.number().int(),
  /** The window the progress counts in (e.g. 2026-11-01 – 2026-11-30), or null (once-only promotions). */
  period: z.object({ key: z.string(), starts_at: z.string(), ends_at: z.string() }).nullable(),
  /** Bars: e.g. 本月有效投注 1,234.000000 / 5,000.000000. */
  progress: z.array(z.object({ label: z.string(), current: usdtText, target: usdtText })),
  rewards: z.array(rewardSchema),
  /** Sign-in (type 10): the streak so far, and whether today is signed. */
  streak: z.object({ days: z.number().int(), signed_today: z.boolean() }).nullable(),
  /** The turnover multiple each reward carries (0 = none). */
  turnover_multiple: z.number(),
});
export type ActivityProgress = z.infer<typeof progressResultSchema>;

// ── POST /api/plat/task/receive (领取) ─────────────────────────────────────────────────────────

export const taskReceiveRequestSchema = z.discriminatedUnion(
  'task',
  [
    z.object({
      task: z.literal('promotion'),
      activity_type: activityTypeField,
      /** The reward's `tier` from task/progress (0 when the promotion has one reward). */
      tier: z.coerce.number({ error: apiMessages.badField }).int().min(0).max(10_000_000_000).default(0),
      request_id: claimRequestIdField,
    }),
    /** 反水: every waiting day of rebates at once. */
    z.object({ task: z.literal('rebate'), request_id: claimRequestIdField }),
  ],
  { error: apiMessages.badField },
);
export type TaskReceiveRequest = z.input<typeof taskReceiveRequestSchema>;

export const taskReceiveResultSchema = z.object({
  claim_id: z.number().int(),
  amount: usdtText,
  /** What must now be wagered for this bonus before a withdrawal (0 when none). */
  turnover_required: usdtText,
  balance: usdtText,
  created_at: z.string(),
});
export type TaskReceiveResult = z.infer<typeof taskReceiveResultSchema>;

// ── POST /api/plat/task/receive/log (领取记录) ─────────────────────────────────────────────────

export const taskReceiveLogRequestSchema = z.object({ cursor: cursorField, size: recordSizeField });
export const taskReceiveLogResultSchema = z.object({
  list: z.array(
    z.object({
      id: z.number().int(),
      /** 0 for rebates. */
      activity_type: z.number().int(),
      title: z.string(),
      amount: usdtText,
      turnover_required: usdtText,
      created_at: z.string(),
    }),
  ),
  next_cursor: z.string().nullable(),
});
export type TaskReceiveLogResult = z.infer<typeof taskReceiveLogResultSchema>;

// ── GET /api/plat/task/rebate (反水 waiting, for /benefit) ─────────────────────────────────────

export const rebateInfoResultSchema = z.object({
  /** The player's VIP level now (0 without the VIP promotion's levels). */
  vip_level: z.number().int(),
  vip_name: z.string(),
  /** Settled days not yet claimed, newest first (at most 30), and their sum. */
  waiting: z.array(z.object({ day: z.string(), stake: usdtText, amount: usdtText })),
  waiting_total: usdtText,
  /** Today's valid stake so far and the rebate it would bring (settled after 00:05 tomorrow). */
  today_stake: usdtText,
  today_estimate: usdtText,
  /** Rates of the player's level per category (per 10,000). */
  rates: z.array(z.object({ game_type_id: z.number().int(), rate: z.number().int() })),
});
export type RebateInfo = z.infer<typeof rebateInfoResultSchema>;
