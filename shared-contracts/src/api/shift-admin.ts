/**
 * What a shift works from (issue 43): the queue of deposits credited over a player's deposit limit
 * (存款限额审核, closed there) and the count of every queue in one call, which the console's
 * frame polls for its menu badges, tab title and sound.
 */
import { z } from 'zod';
import { usdtText } from './account';
import { dashboardSchema } from './dashboard-admin';
import { adminPageField, adminSizeField } from './fields';
import { apiMessages } from './messages';

export const DEPOSIT_REVIEW_STATUSES = ['open', 'closed'] as const;
export type DepositReviewStatus = (typeof DEPOSIT_REVIEW_STATUSES)[number];
export const depositReviewStatusLabels: Record<DepositReviewStatus, string> = { open: '待审核', closed: '已关闭' };

/** GET apiPaths.admin.depositReviews: open ones oldest first (the next to look at on top), closed ones newest first. */
export const depositReviewsQuerySchema = z.object({
  status: z.enum(DEPOSIT_REVIEW_STATUSES, { error: apiMessages.badField }).default('open'),
  page: adminPageField,
  size: adminSizeField,
});
export type DepositReviewsQuery = z.infer<typeof depositReviewsQuerySchema>;

export const depositReviewRowSchema = z.object({
  id: z.number().int(),
  player_id: z.number().int(),
  username: z.string(),
  /** 'chain' (a transfer to the player's address or the pool) or 'channel' (a pay-channel order). */
  source: z.string(),
  /** The credit's ledger idempotency key. */
  reference: z.string(),
  amount: usdtText,
  /** The deposit limit the deposit passed furthest (deposit_24h, deposit_7d, deposit_30d). */
  limit_key: z.string(),
  status: z.enum(DEPOSIT_REVIEW_STATUSES),
  created_at: z.string(),
  closed_at: z.string().nullable(),
  closed_by_name: z.string().nullable(),
  close_note: z.string().nullable(),
});
export type DepositReviewRow = z.infer<typeof depositReviewRowSchema>;

export const depositReviewsResultSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  list: z.array(depositReviewRowSchema),
});

/** GET apiPaths.admin.queues: the count of each queue, as the dashboard's 待处理 counts them. */
export const queueCountsSchema = dashboardSchema.shape.pending;
export type QueueCounts = z.infer<typeof queueCountsSchema>;
