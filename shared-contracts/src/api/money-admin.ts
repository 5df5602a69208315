/**
 * The console's money screens (issue 17): what a reviewer sees next to a withdrawal request, and
 * the Asia/Shanghai day range the money lists (withdrawals, recharge orders) filter by.
 */
import { z } from 'zod';
import { usdtText } from './account';
import { idField } from './fields';
import { apiMessages } from './messages';
import { breakViewSchema } from './protection';
import { withdrawalRiskFlagSchema } from './risk-locks-admin';
import { withdrawalStateSchema } from './withdrawals';

/** A calendar day 'YYYY-MM-DD' (Asia/Shanghai) that exists: 2026-02-30 is refused, not rolled over. */
export const adminDayField = z
  .string({ error: apiMessages.recordDateInvalid })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, apiMessages.recordDateInvalid)
  .refine((day) => {
    const date = new Date(`${day}T00:00:00.000Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
  }, apiMessages.recordDateInvalid);

/**
 * Created from `start_date` to `end_date`, both Asia/Shanghai days and both included; either may
 * be left out. An end before the start is refused (recordDateOrder).
 */
export const adminDateRangeFields = {
  start_date: adminDayField.optional(),
  end_date: adminDayField.optional(),
};

/** How many of a player's latest deposits and withdrawals the review context shows. */
export const WITHDRAWAL_CONTEXT_RECENT = 10;

/** A credited deposit: a chain transfer (its transaction id) or a pay-channel order (its order number). */
export const contextDepositSchema = z.object({
  source: z.enum(['chain', 'channel']),
  /** The chain transaction id, or the channel order's number. */
  reference: z.string(),
  amount: usdtText,
  credited_at: z.string(),
});

export const contextWithdrawalSchema = z.object({
  id: z.number().int(),
  order_id: z.string(),
  amount: usdtText,
  fee: usdtText,
  state: withdrawalStateSchema,
  created_at: z.string(),
  completed_at: z.string().nullable(),
});

/** Settled stakes and payouts of the player's rounds over the last `days` Asia/Shanghai days (today included). */
export const contextPlaySchema = z.object({
  days: z.number().int(),
  stake: usdtText,
  payout: usdtText,
});

/** GET /api/admin/withdrawals/:id/context (财务): the player behind a request, as the reviewer weighs it. */
export const withdrawalContextSchema = z.object({
  withdrawal_id: z.number().int(),
  player: z.object({
    id: z.number().int(),
    username: z.string(),
    registered_at: z.string(),
    /** The wallet now (a request in review is already held out of it). */
    balance: usdtText,
    /** Login disabled by an operator. */
    login_disabled: z.boolean(),
  }),
  /** The latest credited deposits, newest first. */
  deposits: z.array(contextDepositSchema),
  /** The latest withdrawal requests (this one among them), newest first. */
  withdrawals: z.array(contextWithdrawalSchema),
  /** The last 7 and the last 30 days. */
  play: z.array(contextPlaySchema),
  /** Settled stakes still owed by the turnover requirements (0: met or none). */
  turnover_remaining: usdtText,
  /** Deposits credited over a deposit limit that await an operator's look. */
  open_deposit_reviews: z.number().int(),
  /** A cool-off or self-exclusion in force (withdrawals still go through), or null. */
  on_break: breakViewSchema.nullable(),
  /** The request's risk flags (风险), as the review list shows them. */
  flags: z.array(withdrawalRiskFlagSchema),
});
export type WithdrawalContext = z.infer<typeof withdrawalContextSchema>;

/** The path parameter of the context route. */
export const withdrawalContextQuerySchema = z.object({ id: idField });
