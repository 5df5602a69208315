/**
 * GET /api/admin/red-packets (issue 16): the operator's list of red packets, newest first, paged,
 * by status and sender. Money is 6-place USDT text; times are Asia/Shanghai wall times.
 */
import { z } from 'zod';
import { usdtText } from './account';
import { adminPageField, adminSizeField, idField } from './fields';
import { apiMessages } from './messages';

export const redPacketStatusSchema = z.enum(['open', 'finished', 'expired'], { error: apiMessages.badField });

export const redPacketsAdminQuerySchema = z.object({
  page: adminPageField,
  size: adminSizeField,
  status: redPacketStatusSchema.optional(),
  sender_id: idField.optional(),
});
export type RedPacketsAdminQuery = z.input<typeof redPacketsAdminQuerySchema>;

export const redPacketAdminSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  sender_id: z.number().int(),
  /** In full: the operator sees whom a packet came from. */
  sender: z.string(),
  message: z.string(),
  total: usdtText,
  count: z.number().int(),
  split: z.enum(['random', 'equal']),
  taken_count: z.number().int(),
  taken_amount: usdtText,
  status: redPacketStatusSchema,
  refunded_amount: usdtText,
  created_at: z.string(),
  expires_at: z.string(),
  /** When the last share was taken, or when it expired; null while open. */
  finished_at: z.string().nullable(),
});
export type RedPacketAdmin = z.infer<typeof redPacketAdminSchema>;

export const redPacketsAdminResultSchema = z.object({
  total: z.number().int(),
  items: z.array(redPacketAdminSchema),
});
