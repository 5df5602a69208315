/**
 * The player's account records (spec §7 record calls): the daily win/loss report (输赢报表), bill
 * changes (交易记录), bonuses and rebates (福利 / 反水记录), and the mine page's figures (我的).
 */
import { z } from 'zod';
import { usdtText } from './account';
import { apiMessages } from './messages';
import { betTotals, cursorField, periodBounds, periodFields, recordSizeField } from './records';

// ── POST /api/plat/win-loss-report (输赢报表) ────────────────────────────────────────────────

const winLossFigures = {
  stake: usdtText,
  payout: usdtText,
  /** Credits of bonus kinds (activities, tasks, welfare). */
  bonus: usdtText,
  /** Credits of rebate kinds (反水). */
  rebate: usdtText,
  /** payout − stake + bonus + rebate, signed. */
  net: usdtText,
};
export const winLossReportRequestSchema = z.object({ ...periodFields });
export const winLossReportResultSchema = z.object({
  ...periodBounds,
  /** Every day of the period, newest first, zero days included. */
  days: z.array(z.object({ date: z.string(), ...winLossFigures })),
  total: z.object(winLossFigures),
});

// ── POST /api/plat/bill-change (交易记录) ────────────────────────────────────────────────────

/** A ledger kind and its Chinese name, for the filter: sent by the server, so a new kind needs no remote change. */
export const ledgerKindSchema = z.object({ kind: z.string(), name: z.string() });

export const billChangeRequestSchema = z.object({
  ...periodFields,
  /** One ledger kind (see `kinds` in the answer); absent: all. */
  kind: z
    .string({ error: apiMessages.recordKindUnknown })
    .trim()
    .regex(/^[a-z_]{1,32}$/, apiMessages.recordKindUnknown)
    .optional(),
  cursor: cursorField,
  size: recordSizeField,
});
export const billChangeSchema = z.object({
  /** The entry's id. */
  id: z.number().int(),
  kind: z.string(),
  kind_name: z.string(),
  /** Signed: positive credits the wallet. */
  amount: usdtText,
  balance_after: usdtText,
  /** What the movement was about, for the player (a round, an order number…); may be empty. */
  reference: z.string(),
  created_at: z.string(),
});
export const billChangeResultSchema = z.object({
  ...periodBounds,
  list: z.array(billChangeSchema),
  next_cursor: z.string().nullable(),
  /** Every kind the filter offers. */
  kinds: z.array(ledgerKindSchema),
});

// ── POST /api/plat/bonuses (福利 / 反水记录) ─────────────────────────────────────────────────

export const bonusesRequestSchema = z.object({
  ...periodFields,
  /** 'bonus' (activities, tasks, welfare) or 'rebate' (反水, /backRecords). */
  type: z.enum(['bonus', 'rebate'], { error: apiMessages.badField }).default('bonus'),
  cursor: cursorField,
  size: recordSizeField,
});
export const bonusesResultSchema = z.object({
  ...periodBounds,
  list: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      kind_name: z.string(),
      amount: usdtText,
      reference: z.string(),
      created_at: z.string(),
    }),
  ),
  next_cursor: z.string().nullable(),
  /** The sum of the whole period (not only this page). */
  total: usdtText,
});

// ── POST /api/plat/info (我的) ───────────────────────────────────────────────────────────────

export const platformInfoResultSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  balance: usdtText,
  set_password: z.boolean(),
  /** Asia/Shanghai wall time of registration. */
  registered_at: z.string(),
  /** Today's settled rounds (Asia/Shanghai). */
  today: z.object(betTotals),
  /** Deposits and withdrawals still under review or waiting for payment. */
  pending_inout: z.number().int(),
});

export type WinLossReportResult = z.infer<typeof winLossReportResultSchema>;
export type BillChange = z.infer<typeof billChangeSchema>;
export type BillChangeResult = z.infer<typeof billChangeResultSchema>;
export type BonusesResult = z.infer<typeof bonusesResultSchema>;
export type PlatformInfoResult = z.infer<typeof platformInfoResultSchema>;
export type LedgerKind = z.infer<typeof ledgerKindSchema>;
