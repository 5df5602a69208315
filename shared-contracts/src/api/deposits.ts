/**
 * Money in (spec §2 /recharge, popup 3, §3 recharge info, §5, §9): USDT-TRC20 recharge orders,
 * pay channels, and the 充提记录 list. Amounts on the wire are decimal USDT text with 6 places.
 */
import { z } from 'zod';
import { MICRO_PER_USDT, parseUsdt } from '../money';
import { usdtText } from './account';
import { idField, usdtAmountField } from './fields';
import { apiMessages } from './messages';
import { cursorField, periodFields } from './records';

/** Spec §5, §9: the smallest recharge, in USDT. */
export const MIN_RECHARGE_USDT = 20;
export const MIN_RECHARGE = MIN_RECHARGE_USDT * MICRO_PER_USDT;
/** The quick amounts offered on /recharge, in USDT. */
export const QUICK_RECHARGE_AMOUNTS = [20, 50, 100, 200, 500, 1000] as const;
/** The built-in channel's code: USDT on TRON (TRC20), listed first whenever it is configured. */
export const USDT_TRC20_CHANNEL = 'usdt-trc20';

/** A recharge amount: decimal USDT, at least MIN_RECHARGE_USDT (else 最低充值金额为20). */
export const rechargeAmountField = usdtAmountField.refine(
  (text) => (parseUsdt(text) ?? 0) >= MIN_RECHARGE,
  apiMessages.rechargeBelowMinimum,
);

/** POST /api/plat/recharge: a new USDT-TRC20 order; it replaces the player's open one. */
export const rechargeRequestSchema = z.object({ amount: rechargeAmountField });

/** open → paid (credited) | expired (window over, nothing matched) | replaced (a new amount took its place). */
export const rechargeOrderStatusSchema = z.enum(['open', 'paid', 'expired', 'replaced']);
export type RechargeOrderStatus = z.infer<typeof rechargeOrderStatusSchema>;

/** Spec §3 recharge info, plus what the popup needs to count down and to learn the outcome. */
export const rechargeOrderSchema = z.object({
  order_id: z.string(),
  /** The TRON address to pay to (base58, T…). */
  address: z.string(),
  /** What the player asked for. */
  amount: usdtText,
  /** The exact payment amount to type: amount plus the order's tail (pool mode), or amount (own-address mode). */
  actual_amount: usdtText,
  /** The order's validity in minutes (server config). */
  change_over_time: z.number().int().positive(),
  /** The text the popup's QR encodes (the address). */
  qrcode: z.string(),
  /** ISO-8601 UTC. */
  created_at: z.string(),
  expires_at: z.string(),
  status: rechargeOrderStatusSchema,
  /** False on a player's own deposit address (xpub mode): any amount arriving there is theirs. */
  exact_amount_required: z.boolean(),
  /** What was credited, once paid (the amount that arrived on chain). */
  credited_amount: usdtText.nullable(),
  /** The chain transaction id, once paid. */
  tx_id: z.string().nullable(),
});
export type RechargeOrder = z.infer<typeof rechargeOrderSchema>;

/** POST /api/plat/recharge/current: the player's open order (to resume the popup), or null. */
export const currentRechargeResultSchema = rechargeOrderSchema.nullable();

/** POST /api/plat/recharge/order: one of the player's own orders, by id (the popup polls it). */
export const rechargeOrderRequestSchema = z.object({
  order_id: z
    .string({ error: apiMessages.badField })
    .trim()
    .min(1, apiMessages.badField)
    .max(40, apiMessages.rechargeOrderUnknown),
});

/** POST /api/pay/channel: the channels a player may pay through, USDT-TRC20 first. */
export const payChannelSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** Units of the channel's currency per 1 USDT, decimal text ("1" for USDT-TRC20). */
  rate: z.string(),
  currency: z.string(),
  /** Limits in USDT. */
  min_amount: usdtText,
  max_amount: usdtText,
});
export const payChannelsResultSchema = z.array(payChannelSchema);
export type PayChannel = z.infer<typeof payChannelSchema>;

/** POST /api/plat/iPay/rechargeOrder: an order on an operator-configured third-party channel. */
export const channelOrderRequestSchema = z.object({ channel_id: idField, amount: rechargeAmountField });
export const channelOrderResultSchema = z.object({
  order_id: z.string(),
  /** Where the player completes the payment (the channel's page). */
  pay_url: z.string(),
  amount: usdtText,
  expires_at: z.string(),
});
export type ChannelOrder = z.infer<typeof channelOrderResultSchema>;

/** Spec §3 record status: 1 completed, 2 pending, 3 rejected (an expired or replaced order). */
export const RECORD_STATUS = { completed: 1, pending: 2, rejected: 3 } as const;

/** POST /api/plat/inout-records (充提记录): deposits and withdrawals, newest first. */
export const inoutRecordsRequestSchema = z.object({
  page: z.coerce
    .number({ error: apiMessages.badField })
    .int(apiMessages.badField)
    .min(1, apiMessages.badField)
    .max(10_000, apiMessages.badField)
    .default(1),
  size: z.coerce
    .number({ error: apiMessages.badField })
    .int(apiMessages.badField)
    .min(1, apiMessages.badField)
    .max(50, apiMessages.badField)
    .default(20),
  /** 1 deposits, 2 withdrawals; absent: both. */
  type: z.coerce
    .number({ error: apiMessages.badField })
    .int()
    .pipe(z.union([z.literal(1), z.literal(2)], { error: apiMessages.badField }))
    .optional(),
  /** A period as on every record screen (see records.ts); absent with no dates: all time. */
  period: periodFields.period.removeDefault().optional(),
  start_date: periodFields.start_date,
  end_date: periodFields.end_date,
  /**
   * The keyset cursor of the page before (`next_cursor`): page 1,000 then costs what page 1
   * costs. With a cursor, `page` is ignored; `page` stays for short lists (offset paging).
   */
  cursor: cursorField,
});
export const inoutRecordSchema = z.object({
  order_id: z.string(),
  /** 1 deposit, 2 withdrawal. */
  type: z.union([z.literal(1), z.literal(2)]),
  /** The channel's name (USDT-TRC20 or a configured channel). */
  channel: z.string(),
  amount: usdtText,
  /** The payment amount (deposits: what was to be paid, or what arrived once credited). */
  actual_amount: usdtText,
  /** Withdrawals: the fee held on top of the amount; deposits: null. */
  fee: usdtText.nullable(),
  address: z.string().nullable(),
  tx_id: z.string().nullable(),
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** Asia/Shanghai wall time, "YYYY-MM-DD HH:mm:ss". */
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export const inoutRecordsResultSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  list: z.array(inoutRecordSchema),
  /** The cursor of the next page, or null on the last. */
  next_cursor: z.string().nullable(),
});
export type InoutRecord = z.infer<typeof inoutRecordSchema>;
