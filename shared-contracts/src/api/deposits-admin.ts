/** Operator endpoints of money in: the receiving-address pool, recharge orders, unmatched chain deposits. */
import { z } from 'zod';
import { usdtText } from './account';
import { adminDateRangeFields } from './money-admin';
import { rechargeOrderStatusSchema } from './deposits';
import { adminPageField, adminSizeField, idField, optionalText, requiredText } from './fields';
import { apiMessages } from './messages';
import { depositAssignmentSchema } from './money-controls';

export const receivingAddressStatusSchema = z.enum(['active', 'disabled'], { error: apiMessages.badField });

/** POST: a new address of the pool (base58check, version 0x41; the server checks, else TRON地址格式错误). */
export const receivingAddressInputSchema = z.object({
  address: requiredText(apiMessages.tronAddressInvalid, 64),
  label: optionalText(100).transform((label) => label ?? ''),
});
/** PUT /:id: disable (no new orders; payments still seen) or enable an address, or relabel it. */
export const receivingAddressUpdateSchema = z.object({
  id: idField,
  status: receivingAddressStatusSchema.optional(),
  label: optionalText(100),
});
export const adminReceivingAddressSchema = z.object({
  id: z.number().int(),
  address: z.string(),
  label: z.string(),
  status: receivingAddressStatusSchema,
  /** Open orders on it now (orders pick the least loaded). */
  open_orders: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** GET deposit-orders: newest first; by status, player and day created (Asia/Shanghai, both included). */
export const adminDepositOrdersQuerySchema = z.object({
  page: adminPageField,
  size: adminSizeField,
  status: rechargeOrderStatusSchema.optional().catch(undefined),
  player_id: idField.optional(),
  ...adminDateRangeFields,
});
export const adminDepositOrderSchema = z.object({
  id: z.number().int(),
  order_no: z.string(),
  player_id: z.number().int(),
  address: z.string(),
  amount: usdtText,
  actual_amount: usdtText,
  credited_amount: usdtText.nullable(),
  exact_amount_required: z.boolean(),
  status: rechargeOrderStatusSchema,
  tx_id: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  paid_at: z.string().nullable(),
  closed_at: z.string().nullable(),
});
export const adminDepositOrdersResultSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  list: z.array(adminDepositOrderSchema),
});

export const chainDepositStatusSchema = z.enum(['credited', 'unmatched', 'assigned', 'refunded']);
/** GET unmatched-deposits: by default those waiting for an operator; `status` shows the others. */
export const chainDepositsQuerySchema = z.object({
  page: adminPageField,
  size: adminSizeField,
  status: chainDepositStatusSchema.default('unmatched').catch('unmatched'),
});
export const chainDepositSchema = z.object({
  id: z.number().int(),
  tx_id: z.string(),
  event_index: z.number().int(),
  from_address: z.string(),
  to_address: z.string(),
  /** USDT text; beyond the largest amount (reason too_large) the raw token amount, in micro-USDT. */
  amount: z.string(),
  block_number: z.number().int(),
  /** ISO-8601 UTC. */
  block_time: z.string(),
  status: chainDepositStatusSchema,
  /** Why no order claimed it: wrong_amount, late, no_order, ambiguous, order_closed, unknown_address, too_large. */
  reason: z.string().nullable(),
  order_no: z.string().nullable(),
  player_id: z.number().int().nullable(),
  transfer_id: z.number().int().nullable(),
  decided_by: z.number().int().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  /** An assignment above the threshold waiting for a second operator (the deposit stays unmatched). */
  pending_assignment: depositAssignmentSchema.nullable(),
});
export const chainDepositsResultSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  list: z.array(chainDepositSchema),
});
/** POST /:id/assign: credit an unmatched deposit to a player, once. */
export const depositAssignSchema = z.object({ id: idField, player_id: idField });
/** POST /:id/refund: sent back off the platform; nothing moves here. */
export const depositRefundSchema = z.object({ id: idField, note: requiredText(apiMessages.missingFields, 200) });
