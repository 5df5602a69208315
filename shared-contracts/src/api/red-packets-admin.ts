/**
 * GET /api/admin/red-packets (issue 16): the operator's list of red packets, newest first, paged,
 * by status and sender. Money is 6-place USDT text; times are Asia/Shanghai wall times.
 */
import { z } from 'zod';
import { adminPageField, adminSizeField, idField } from './fields';
import { apiMessages } from './messages';
import { redPacketSchema } from './red-packets';

export const redPacketStatusSchema = z.enum(['open', 'finished', 'expired'], { error: apiMessages.badField });

export const redPacketsAdminQuerySchema = z.object({
  page: adminPageField,
  size: adminSizeField,
  status: redPacketStatusSchema.optional(),
  sender_id: idField.optional(),
});
export type RedPacketsAdminQuery = z.input<typeof redPacketsAdminQuerySchema>;

/** A packet as the player sees it (without the viewer's parts), plus its ids and when it ended. */
export const redPacketAdminSchema = redPacketSchema.omit({ my_share: true, mine: true, shares: true }).extend({
  id: z.number().int(),
  sender_id: z.number().int(),
  /** In full: the operator sees whom a packet came from. */
  sender: z.string(),
  /** When the last share was taken, or when it expired; null while open. */
  finished_at: z.string().nullable(),
});
export type RedPacketAdmin = z.infer<typeof redPacketAdminSchema>;

export const redPacketsAdminResultSchema = z.object({
  total: z.number().int(),
  items: z.array(redPacketAdminSchema),
});
