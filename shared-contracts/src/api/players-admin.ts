/**
 * The console's player view (issue 17): search, a player's profile, ledger and rounds, disabling
 * login, resetting the withdrawal password, and balance adjustments under the two-person rule.
 */
import { z } from 'zod';
import { MAX_AMOUNT, parseUsdt } from '../money';
import { usdtText } from './account';
import { adminPageField, adminSizeField, idField, optionalText, requiredText } from './fields';
import { apiMessages } from './messages';
import { adjustmentTypeSchema, turnoverMultipleField } from './money-controls';

/** Texts of the player view's refusals, and of the login a disabled player meets. */
export const playerAdminMessages = {
  /** A player whose login an operator disabled, at password login or entry-code exchange. */
  loginDisabled: '账号已停用，请联系客服',
  reasonRequired: '请填写原因',
  rejectReasonRequired: '请填写拒绝原因',
  adjustmentAmountInvalid: '调整金额须为非零金额，最多6位小数',
  adjustmentRequestIdInvalid: '请求编号格式错误',
  adjustmentRequestIdReused: '该请求编号已用于另一笔调整',
  adjustmentSelfApproval: '不能审核自己发起的调整',
  adjustmentInsufficient: '玩家余额不足，无法扣减',
  adjustmentDecided: '该调整已处理',
  adjustmentNotFound: '调整记录不存在',
} as const;

const pageOf = <Row extends z.ZodType>(row: Row) =>
  z.object({ total: z.number().int(), page: z.number().int(), size: z.number().int(), list: z.array(row) });

/** GET /api/admin/players: `q` is an exact id, a username (prefix, any case) or an invite code. */
export const adminPlayersQuerySchema = z.object({ page: adminPageField, size: adminSizeField, q: optionalText(40) });
export const adminPlayerRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  invite_code: z.string(),
  balance: usdtText,
  created_at: z.string(),
  /** The last request of any of their sessions still on record; null when none is. */
  last_seen_at: z.string().nullable(),
  login_disabled: z.boolean(),
  /** Players they invited (direct members): an agent when above 0. */
  direct_members: z.number().int(),
});
export const adminPlayersResultSchema = pageOf(adminPlayerRowSchema);
export type AdminPlayerRow = z.infer<typeof adminPlayerRowSchema>;

/** GET /api/admin/players/:id: the profile, balances and lifetime totals. */
export const adminPlayerProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  invite_code: z.string(),
  inviter: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  /** The wallet, and what withdrawals under review hold. */
  balance: usdtText,
  held: usdtText,
  withdraw_password_set: z.boolean(),
  /** The withdrawal password's failure lock, while it holds. */
  withdraw_password_locked_until: z.string().nullable(),
  created_at: z.string(),
  /** The newest session still on record (sessions are purged some time after they end). */
  last_login_at: z.string().nullable(),
  last_seen_at: z.string().nullable(),
  login_disabled_at: z.string().nullable(),
  age_confirmed_at: z.string().nullable(),
  direct_members: z.number().int(),
  totals: z.object({
    /** Credited deposits (chain and channel), withdrawals paid out, settled rounds' stake and payout. */
    deposits: usdtText,
    withdrawals_paid: usdtText,
    rounds: z.number().int(),
    stake: usdtText,
    payout: usdtText,
    /** Applied adjustments, signed. */
    adjustments: usdtText,
  }),
  open_withdrawals: z.number().int(),
  pending_adjustments: z.number().int(),
});
export type AdminPlayerProfile = z.infer<typeof adminPlayerProfileSchema>;

/** A page of one player's records: GET /:id/ledger, /:id/rounds, /:id/deposit-orders, /:id/withdrawals, /:id/promotion-claims. */
export const adminPlayerPageQuerySchema = z.object({ id: idField, page: adminPageField, size: adminSizeField });

/** GET /api/admin/players/:id/ledger: the wallet's entries, newest first. */
export const adminLedgerEntrySchema = z.object({
  id: z.number().int(),
  transfer_id: z.number().int(),
  kind: z.string(),
  kind_name: z.string(),
  reference: z.string().nullable(),
  /** Signed: positive credited the wallet. */
  amount: usdtText,
  balance_after: usdtText,
  created_at: z.string(),
});
export const adminPlayerLedgerResultSchema = pageOf(adminLedgerEntrySchema);
export type AdminLedgerEntry = z.infer<typeof adminLedgerEntrySchema>;

/** GET /api/admin/players/:id/rounds: game rounds by when they opened, newest first. */
export const adminRoundSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  provider_name: z.string(),
  round_id: z.string(),
  game_code: z.string(),
  game_name: z.string(),
  game_type_id: z.number().int(),
  stake: usdtText,
  payout: usdtText,
  status: z.string(),
  opened_at: z.string(),
  settled_at: z.string().nullable(),
});
export const adminPlayerRoundsResultSchema = pageOf(adminRoundSchema);
export type AdminRound = z.infer<typeof adminRoundSchema>;

const reasonField = requiredText(playerAdminMessages.reasonRequired, 500);
/** true, false, or their form-encoded spellings. */
const flagField = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: apiMessages.badField })
  .transform((value) => value === true || value === 'true' || value === '1');

/** POST /api/admin/players/:id/login (财务): enabled false disables login and ends every session at once. */
export const playerLoginRequestSchema = z.object({ id: idField, enabled: flagField, reason: reasonField });
/** POST /api/admin/players/:id/withdraw-password/reset (财务): the player sets a new one. */
export const withdrawPasswordResetRequestSchema = z.object({ id: idField, reason: reasonField });

/** Signed decimal USDT text: non-zero, at most 6 places, |amount| within the largest amount. */
export const signedUsdtAmountField = z
  .string({ error: playerAdminMessages.adjustmentAmountInvalid })
  .trim()
  .regex(/^-?\d{1,12}(\.\d{1,6})?$/, playerAdminMessages.adjustmentAmountInvalid)
  .refine((text) => (parseUsdt(text.replace(/^-/, '')) ?? 0) !== 0, playerAdminMessages.adjustmentAmountInvalid)
  .refine((text) => (parseUsdt(text.replace(/^-/, '')) ?? Infinity) <= MAX_AMOUNT, apiMessages.amountOutOfRange);

export const ADJUSTMENT_STATUSES = ['pending', 'applied', 'rejected'] as const;
export const adjustmentStatusSchema = z.enum(ADJUSTMENT_STATUSES, { error: apiMessages.badField });
export type AdjustmentStatus = z.infer<typeof adjustmentStatusSchema>;
export const adjustmentStatusLabels: Record<AdjustmentStatus, string> = {
  pending: '待审核',
  applied: '已入账',
  rejected: '已拒绝',
};

/** POST /api/admin/adjustments: a replay with the same request_id and input answers the first result. */
export const adjustmentRequestSchema = z.object({
  player_id: idField,
  amount: signedUsdtAmountField,
  reason: reasonField,
  /** 人工存入 / 活动补发 / 扣回 / 其他 (其他 when not given). */
  type: adjustmentTypeSchema.default('other'),
  /** A credit's turnover requirement: this multiple × the amount (0: none; a debit takes none). */
  turnover_multiple: turnoverMultipleField.default(0),
  request_id: z
    .string({ error: playerAdminMessages.adjustmentRequestIdInvalid })
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, playerAdminMessages.adjustmentRequestIdInvalid),
});
export type AdjustmentRequest = z.infer<typeof adjustmentRequestSchema>;
export const adjustmentIdParamsSchema = z.object({ id: idField });
export const adjustmentRejectSchema = z.object({
  id: idField,
  reason: requiredText(playerAdminMessages.rejectReasonRequired, 500),
});
export const adjustmentsQuerySchema = z.object({
  page: adminPageField,
  size: adminSizeField,
  status: adjustmentStatusSchema.optional().catch(undefined),
  player_id: idField.optional(),
});

export const adjustmentSchema = z.object({
  id: z.number().int(),
  player_id: z.number().int(),
  username: z.string(),
  /** Signed: positive credits the player. */
  amount: usdtText,
  type: adjustmentTypeSchema,
  turnover_multiple: z.number(),
  reason: z.string(),
  request_id: z.string(),
  status: adjustmentStatusSchema,
  /** Whether it waited for a second operator (above the threshold or past a daily cap). */
  needs_approval: z.boolean(),
  requested_by: z.number().int(),
  requested_by_name: z.string(),
  /** The approver or rejecter; null while pending, and for one applied at once under the threshold. */
  decided_by: z.number().int().nullable(),
  decided_by_name: z.string().nullable(),
  decision_note: z.string().nullable(),
  transfer_id: z.number().int().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;
export const adjustmentsResultSchema = pageOf(adjustmentSchema).extend({
  /** The single-approval amount (setting money_controls; ADJUSTMENT_APPROVAL_USDT when unsaved). */
  approval_threshold: usdtText,
  /** Daily (Asia/Shanghai) caps of single-approval adjustments, and what the caller and the filtered player used today. */
  operator_daily_cap: usdtText,
  player_daily_cap: usdtText,
  operator_used_today: usdtText,
  /** Null without a player_id filter. */
  player_used_today: usdtText.nullable(),
});
