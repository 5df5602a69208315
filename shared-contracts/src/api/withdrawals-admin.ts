/** Operator endpoints of money out: review, approval with a verified payout, rejection, settings, the /buy guide. */
import { z } from 'zod';
import { adminDateRangeFields } from './money-admin';
import { adminPageField, adminSizeField, idField, requiredText, usdtAmountField } from './fields';
import { apiMessages } from './messages';
import { payoutVerdictSchema } from './withdrawal-verdicts';
import { withdrawalRiskFlagSchema } from './risk-locks-admin';
import { withdrawalRulesSchema, withdrawalSchema, withdrawalStateSchema } from './withdrawals';

/** GET /api/admin/withdrawals: newest first; by state (review first is the operator's queue), player and day created. */
export const adminWithdrawalsQuerySchema = z.object({
  page: adminPageField,
  size: adminSizeField,
  state: withdrawalStateSchema.optional().catch(undefined),
  player_id: idField.optional(),
  ...adminDateRangeFields,
});

/** How a withdrawal was (or is being) paid. */
export const payoutMethodSchema = z.enum(['chain_tx', 'reference', 'hot_wallet']);
export type PayoutMethod = z.infer<typeof payoutMethodSchema>;

/**
 * One payout attempt: a verified chain transaction, a reference text, or a hot-wallet transfer.
 * Hot wallet: signed → broadcast → confirmed, or failed (a failed receipt) / unresolved (absent past
 * its expiry) awaiting an operator's verdict, which ends it failed, expired or confirmed.
 */
export const adminPayoutSchema = z.object({
  id: z.number().int(),
  method: payoutMethodSchema,
  /** Manual payouts are confirmed at once. */
  status: z.enum(['signed', 'broadcast', 'confirmed', 'failed', 'expired', 'unresolved']),
  tx_id: z.string().nullable(),
  reference: z.string().nullable(),
  error: z.string().nullable(),
  operator_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The signed transaction's expiration (hot wallet): after it the network can never include it. */
  expires_at: z.string().nullable(),
  /** Passes past expiry in which both solidity endpoints answered `{}`, at least 2 minutes apart. */
  absent_checks: z.number().int(),
  last_absent_at: z.string().nullable(),
  /** JSON text: what the chain answered when the job last counted an absence or read a failed receipt. */
  chain_answer: z.string().nullable(),
  verdict: payoutVerdictSchema.nullable(),
  verified_by: z.number().int().nullable(),
  verified_at: z.string().nullable(),
  /** JSON text: what the server read from the chain when it accepted the verdict. */
  verdict_answer: z.string().nullable(),
  /** A manual transaction seen but not yet solidified (broadcast, watched): its block, and confirmations (n/19) at the last look. */
  block_number: z.number().int().nullable(),
  confirmations: z.number().int().nullable(),
});

export const adminWithdrawalSchema = withdrawalSchema.extend({
  /** Every state, 待核实 (verify) included; the player's own view shows verify as paying. */
  state: withdrawalStateSchema,
  id: z.number().int(),
  player_id: z.number().int(),
  username: z.string(),
  hold_id: z.number().int(),
  decided_by: z.number().int().nullable(),
  decided_at: z.string().nullable(),
  /** The operator who claimed it to pay by hand (others cannot reject it or pay it from the hot wallet), and when. */
  claimed_by: z.number().int().nullable(),
  claimed_at: z.string().nullable(),
  payouts: z.array(adminPayoutSchema),
  /** The request's risk flags (风险), computed for the review list; absent from a decision's answer. */
  flags: z.array(withdrawalRiskFlagSchema).optional(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;

export const adminWithdrawalsResultSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  list: z.array(adminWithdrawalSchema),
});

const txIdField = z
  .string({ error: apiMessages.withdrawTxIdInvalid })
  .trim()
  .regex(/^(0x)?[0-9a-fA-F]{64}$/, apiMessages.withdrawTxIdInvalid)
  .transform((text) => text.replace(/^0x/, '').toLowerCase());

/**
 * POST /api/admin/withdrawals/:id/approve (audited):
 * - chain_tx: the operator paid a TRC20 address from their own wallet; the API checks the
 *   transaction on chain (solidified, SUCCESS, USDT contract, to the bound address, at least the
 *   amount, after the request, used by no other withdrawal) and only then completes it; one seen
 *   in a block but not yet solidified puts the withdrawal in paying (待链上确认, watched by the
 *   withdrawal-payouts job, which completes it once solidified);
 * - reference: types 2 and 3, paid outside the chain; the reference text is kept;
 * - hot_wallet: the API signs and broadcasts the transfer itself (TRON_PAYOUT_KEY_FILE).
 */
export const withdrawalApproveSchema = z.discriminatedUnion(
  'method',
  [
    z.object({ id: idField, method: z.literal('chain_tx'), tx_id: txIdField }),
    z.object({
      id: idField,
      method: z.literal('reference'),
      reference: requiredText(apiMessages.withdrawReferenceRequired, 200),
    }),
    z.object({ id: idField, method: z.literal('hot_wallet') }),
  ],
  { error: apiMessages.badField },
);
export type WithdrawalApprove = z.infer<typeof withdrawalApproveSchema>;

/** POST /api/admin/withdrawals/:id/claim and /:id/release: take a withdrawal in review to pay it by hand, or give it back. */
export const withdrawalClaimSchema = z.object({ id: idField });

/** POST /api/admin/withdrawals/:id/reject (audited): the hold goes back to the wallet; the reason is shown to the player. */
export const withdrawalRejectSchema = z.object({
  id: idField,
  reason: requiredText(apiMessages.withdrawRejectReasonRequired, 200),
});

/** PUT /api/admin/withdrawal-settings (audited): every field, USDT amounts as decimal text. */
export const withdrawalSettingsInputSchema = z.object({
  min_amount: usdtAmountField,
  max_amount: usdtAmountField,
  fee_fixed: usdtAmountField,
  fee_rate_bps: z.coerce
    .number({ error: apiMessages.badField })
    .int(apiMessages.badField)
    .min(0, apiMessages.badField)
    .max(10_000, apiMessages.badField),
  daily_count: z.coerce
    .number({ error: apiMessages.badField })
    .int(apiMessages.badField)
    .min(1, apiMessages.badField)
    .max(1_000, apiMessages.badField),
  daily_amount: usdtAmountField,
  max_pending: z.coerce
    .number({ error: apiMessages.badField })
    .int(apiMessages.badField)
    .min(1, apiMessages.badField)
    .max(100, apiMessages.badField),
  turnover_multiplier: z.coerce
    .number({ error: apiMessages.badField })
    .min(0, apiMessages.badField)
    .max(100, apiMessages.badField),
  max_addresses: z.coerce
    .number({ error: apiMessages.badField })
    .int(apiMessages.badField)
    .min(1, apiMessages.badField)
    .max(50, apiMessages.badField),
});
export const withdrawalSettingsResultSchema = withdrawalRulesSchema.extend({
  /** Whether a hot-wallet signer is configured (TRON_PAYOUT_KEY_FILE), and its address. */
  hot_wallet_address: z.string().nullable(),
});

/** PUT /api/admin/buy-guide (audited): the /buy page. Links must be http(s). */
export const buyGuideInputSchema = z.object({
  intro: z.string({ error: apiMessages.badField }).trim().max(2_000, apiMessages.tooLong),
  steps: z
    .array(
      z.string({ error: apiMessages.badField }).trim().min(1, apiMessages.missingFields).max(500, apiMessages.tooLong),
      { error: apiMessages.badField },
    )
    .max(20, apiMessages.tooLong),
  links: z
    .array(
      z.object(
        {
          name: requiredText(apiMessages.missingFields, 40),
          url: requiredText(apiMessages.buyLinkInvalid, 500),
        },
        { error: apiMessages.badField },
      ),
      { error: apiMessages.badField },
    )
    .max(20, apiMessages.tooLong),
});
