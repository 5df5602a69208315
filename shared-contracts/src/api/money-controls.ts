/**
 * Money controls (issue 43): the thresholds of the two-person rule (a site setting), adjustment
 * types and turnover multiples, revoking a promotion claim's bonus, and assigning an unmatched
 * deposit under the two-person rule.
 */
import { z } from 'zod';
import { usdtText } from './account';
import { idField, requiredText, usdtAmountField } from './fields';
import { apiMessages } from './messages';

export const moneyControlMessages = {
  settingsInvalid: '单笔免审金额不能大于每日额度',
  claimNotFound: '领取记录不存在',
  claimRevoked: '该奖励已撤销',
  revokeReasonRequired: '请填写撤销原因',
  assignmentPending: '该到账已有待审核的分配',
  assignmentNotFound: '分配记录不存在',
  assignmentDecided: '该分配已处理',
  assignmentSelfApproval: '不能审核自己发起的分配',
  turnoverOnDebit: '扣减不能附加流水要求',
} as const;

/**
 * GET/PUT /api/admin/money-controls: the site setting 'money_controls'. An adjustment applies at once
 * only within the single amount and while today's (Asia/Shanghai) single-approval totals of its
 * operator and its player stay within their caps; an unmatched deposit above the assignment
 * threshold needs a second operator. Unsaved: derived from ADJUSTMENT_APPROVAL_USDT.
 */
export const moneyControlsSchema = z.object({
  approval_threshold: usdtText,
  operator_daily_cap: usdtText,
  player_daily_cap: usdtText,
  assignment_threshold: usdtText,
});
export type MoneyControls = z.infer<typeof moneyControlsSchema>;
export const moneyControlsInputSchema = z.object({
  approval_threshold: usdtAmountField,
  operator_daily_cap: usdtAmountField,
  player_daily_cap: usdtAmountField,
  assignment_threshold: usdtAmountField,
});
export const moneyControlsResultSchema = moneyControlsSchema.extend({
  /** Whether an operator saved them (false: the defaults from the environment). */
  saved: z.boolean(),
});

/** Kinds of balance adjustment; all post as ledger kind 'adjustment' (reports count them as 人工调整). */
export const ADJUSTMENT_TYPES = ['manual_deposit', 'bonus_makeup', 'clawback', 'other'] as const;
export const adjustmentTypeSchema = z.enum(ADJUSTMENT_TYPES, { error: apiMessages.badField });
export type AdjustmentType = z.infer<typeof adjustmentTypeSchema>;
export const adjustmentTypeLabels: Record<AdjustmentType, string> = {
  manual_deposit: '人工存入',
  bonus_makeup: '活动补发',
  clawback: '扣回',
  other: '其他',
};

/** A credit's turnover multiple (× its amount, as a promotion's): 0 to 100, in hundredths. */
export const turnoverMultipleField = z.coerce
  .number({ error: apiMessages.badField })
  .min(0, apiMessages.badField)
  .max(100, apiMessages.badField)
  .multipleOf(0.01, apiMessages.badField);

/** POST /api/admin/players/:id/promotion-claims/:claim_id/revoke (财务, 超级管理员). */
export const claimRevokeSchema = z.object({
  id: idField,
  claim_id: idField,
  reason: requiredText(moneyControlMessages.revokeReasonRequired, 500),
});
export const claimRevocationSchema = z.object({
  claim_id: z.number().int(),
  player_id: z.number().int(),
  /** The claim's bonus. */
  claim_amount: usdtText,
  /** What was debited: the bonus, or the whole balance when less. */
  debited: usdtText,
  /** The claim's open turnover requirement removed with it (0 when none was open). */
  turnover_removed: usdtText,
  transfer_id: z.number().int().nullable(),
  reason: z.string(),
  revoked_by: z.number().int(),
  revoked_by_name: z.string(),
  created_at: z.string(),
});
export type ClaimRevocation = z.infer<typeof claimRevocationSchema>;
/** GET /api/admin/players/:id/claim-revocations: the player's revoked claims. */
export const claimRevocationsResultSchema = z.object({ list: z.array(claimRevocationSchema) });

export const DEPOSIT_ASSIGNMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const depositAssignmentStatusLabels: Record<(typeof DEPOSIT_ASSIGNMENT_STATUSES)[number], string> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '已拒绝',
};
/** An unmatched deposit's assignment above the threshold, waiting for (or decided by) a second operator. */
export const depositAssignmentSchema = z.object({
  id: z.number().int(),
  chain_deposit_id: z.number().int(),
  player_id: z.number().int(),
  username: z.string(),
  amount: usdtText,
  status: z.enum(DEPOSIT_ASSIGNMENT_STATUSES),
  requested_by: z.number().int(),
  requested_by_name: z.string(),
  decided_by: z.number().int().nullable(),
  decided_by_name: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type DepositAssignment = z.infer<typeof depositAssignmentSchema>;
/** GET /api/admin/deposit-assignments?status=: newest first. */
export const depositAssignmentsQuerySchema = z.object({
  status: z.enum(DEPOSIT_ASSIGNMENT_STATUSES, { error: apiMessages.badField }).optional().catch(undefined),
});
export const depositAssignmentsResultSchema = z.object({ list: z.array(depositAssignmentSchema) });
export const depositAssignmentIdSchema = z.object({ id: idField });
export const depositAssignmentRejectSchema = z.object({
  id: idField,
  reason: requiredText(apiMessages.missingFields, 200),
});
