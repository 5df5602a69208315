/**
 * Player protection (issue 18): deposit, loss and stake limits with a 24-hour cooling-off for
 * increases, the reality check, cool-off and self-exclusion, the age confirmation at registration,
 * and the operator's read-only view. Amounts are decimal USDT text; times ISO-8601 UTC.
 */
import { z } from 'zod';
import { usdtText } from './account';
import { idField, requiredText, usdtAmountField } from './fields';
import { apiMessages } from './messages';
import { clientRequestIdField } from './withdrawals';

/** Deposit and loss limits run over these windows of whole Asia/Shanghai days (today and the days before). */
export const LIMIT_WINDOW_DAYS = { '24h': 1, '7d': 7, '30d': 30 } as const;
export const LIMIT_KEYS = [
  'deposit_24h',
  'deposit_7d',
  'deposit_30d',
  'loss_24h',
  'loss_7d',
  'loss_30d',
  'stake_round',
] as const;
export type LimitKey = (typeof LIMIT_KEYS)[number];
/** Raising or removing a limit waits this long; lowering or adding one applies at once. */
export const LIMIT_INCREASE_DELAY_MS = 24 * 60 * 60 * 1000;

/** Minutes between reality checks; 0 is off. */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

export const BREAK_PERIODS = {
  cool_off: ['24h', '7d', '30d', '6w'],
  exclusion: ['6m', '1y', '5y', 'permanent'],
} as const;
export type BreakKind = keyof typeof BREAK_PERIODS;
export type BreakPeriod = (typeof BREAK_PERIODS)[BreakKind][number];
/** A permanent exclusion may be lifted by a 超级管理员 only after it has run this long. */
export const PERMANENT_EXCLUSION_MIN_MONTHS = 6;

/** One limit as the player and the operator see it. */
export const limitViewSchema = z.object({
  key: z.enum(LIMIT_KEYS),
  /** The limit in force now; null = none. */
  amount: usdtText.nullable(),
  /** A raise or removal waiting for its cooling-off: the value it will take and when. */
  pending: z.object({ amount: usdtText.nullable(), applies_at: z.string() }).nullable(),
  /** Deposit and loss limits: what counts against the window now, and when room next returns; null for stake_round. */
  used: usdtText.nullable(),
  resets_at: z.string().nullable(),
});
export type LimitView = z.infer<typeof limitViewSchema>;

export const breakViewSchema = z.object({
  kind: z.enum(['cool_off', 'exclusion']),
  period: z.string(),
  started_at: z.string(),
  /** null: permanent. */
  until: z.string().nullable(),
});
export type BreakView = z.infer<typeof breakViewSchema>;

/** GET /api/plat/protection: the player's limits, reality check and whether to prompt for a deposit limit. */
export const protectionStatusSchema = z.object({
  limits: z.array(limitViewSchema),
  reality_check_minutes: z.number().int(),
  /** Before the first deposit, while no deposit limit is set and the prompt was not skipped. */
  deposit_limit_prompt: z.boolean(),
});
export type ProtectionStatus = z.infer<typeof protectionStatusSchema>;

/** POST /api/plat/protection/limit: `amount` empty or absent removes the limit. */
export const setLimitRequestSchema = z.object({
  key: z.enum(LIMIT_KEYS, { error: apiMessages.limitKeyInvalid }),
  amount: z
    .union([z.literal(''), z.null(), usdtAmountField], { error: apiMessages.limitAmountInvalid })
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value)),
});
export type SetLimitRequest = z.infer<typeof setLimitRequestSchema>;

/** POST /api/plat/protection/reality-check. */
export const realityCheckRequestSchema = z.object({
  minutes: z.coerce.number({ error: apiMessages.realityCheckInvalid }).pipe(
    z.union(
      REALITY_CHECK_MINUTES.map((m) => z.literal(m)),
      { error: apiMessages.realityCheckInvalid },
    ),
  ),
});

/** GET /api/plat/protection/session: this login's play so far, for the reality check dialog. */
export const playSessionSchema = z.object({
  started_at: z.string(),
  minutes: z.number().int(),
  /** Payouts minus stakes of rounds opened in this session (negative: a loss). */
  net_result: usdtText,
  reality_check_minutes: z.number().int(),
});
export type PlaySession = z.infer<typeof playSessionSchema>;

/** POST /api/plat/protection/break: starts at once, logs the player out everywhere; cannot be shortened. */
export const takeBreakRequestSchema = z
  .object({
    kind: z.enum(['cool_off', 'exclusion'], { error: apiMessages.breakKindInvalid }),
    period: z.string({ error: apiMessages.breakPeriodInvalid }).max(16, apiMessages.breakPeriodInvalid),
  })
  .refine((body) => (BREAK_PERIODS[body.kind] as readonly string[]).includes(body.period), {
    error: apiMessages.breakPeriodInvalid,
  });
export type TakeBreakRequest = z.infer<typeof takeBreakRequestSchema>;
export const takeBreakResultSchema = breakViewSchema;

/** POST /api/plat/protection/deposit-prompt: the player skipped the first-deposit prompt. */
export const okResultSchema = z.object({ ok: z.literal(true) });

/**
 * GET /api/home/responsible-gaming: the 理性游戏 page, operator-edited (config item 10, sanitized HTML);
 * updated_at as 北京时间 wall time, '' while the built-in RESPONSIBLE_GAMING_DEFAULT_HTML is shown.
 */
export const responsibleGamingSchema = z.object({ html: z.string(), updated_at: z.string() });

/** One audited change of a player's protection (player, operator or system). */
export const protectionEventSchema = z.object({
  id: z.number().int(),
  actor: z.enum(['player', 'operator', 'system']),
  operator_id: z.number().int().nullable(),
  action: z.string(),
  detail: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});

/** GET /api/admin/players/:id/protection: read-only, plus the deposits credited over a limit. */
export const adminProtectionSchema = z.object({
  player_id: z.number().int(),
  limits: z.array(limitViewSchema),
  reality_check_minutes: z.number().int(),
  break: breakViewSchema.nullable(),
  age_confirmed_at: z.string().nullable(),
  /** Credited deposits that went over a deposit limit, awaiting an operator's look. */
  deposit_reviews: z.array(
    z.object({ id: z.number().int(), amount: usdtText, limit_key: z.string(), created_at: z.string() }),
  ),
  events: z.array(protectionEventSchema),
});
export type AdminProtection = z.infer<typeof adminProtectionSchema>;

export const adminPlayerIdParamsSchema = z.object({ id: idField });
/** POST /api/admin/players/:id/protection/lift (超级管理员, a permanent exclusion that has run 6 months). */
export const liftExclusionRequestSchema = z.object({ reason: requiredText(apiMessages.liftReasonRequired, 500) });
/** POST /api/admin/players/:id/protection/reviews/:review/close: an operator looked at a deposit over a limit. */
export const closeDepositReviewParamsSchema = z.object({ id: idField, review: idField });
export const closeDepositReviewRequestSchema = z.object({ note: requiredText(apiMessages.liftReasonRequired, 500) });
/**
 * POST /api/admin/players/:id/protection/withdraw: customer service applies for a withdrawal of a
 * player on a break (who cannot log in) to one of the player's bound addresses; the note (how the
 * player was verified) is required. Then it is reviewed like any other withdrawal.
 */
export const withdrawOnBehalfRequestSchema = z.object({
  address_id: idField,
  amount: usdtAmountField,
  request_id: clientRequestIdField,
  note: requiredText(apiMessages.withdrawOnBehalfNoteRequired, 500),
});
export type WithdrawOnBehalfRequest = z.infer<typeof withdrawOnBehalfRequestSchema>;
