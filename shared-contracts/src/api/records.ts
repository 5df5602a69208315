/**
 * The player's records and reports (issue 14; spec §2 record routes, §7 record calls): bet
 * records and their rounds, the daily win/loss report, bill changes, bonuses and rebates, the mine
 * page. Periods are Asia/Shanghai days; long lists page by an opaque keyset cursor.
 */
import { z } from 'zod';
import { usdtText } from './account';
import { idField } from './fields';
import { apiMessages } from './messages';

/** The date filter of every record screen: 今天 / 昨天 / 近7天 / 近30天 (Asia/Shanghai days). */
export const RECORD_PERIODS = ['today', 'yesterday', '7d', '30d'] as const;
export type RecordPeriod = (typeof RECORD_PERIODS)[number];

/** Longest span of explicit dates, in days (start and end included). */
export const RECORD_MAX_SPAN_DAYS = 31;
/** Largest page of any record list. */
export const RECORD_MAX_PAGE_SIZE = 100;

const dateText = z
  .string({ error: apiMessages.recordDateInvalid })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, apiMessages.recordDateInvalid);

/**
 * A period: `period` (default today), or explicit `start_date` and `end_date` ('YYYY-MM-DD',
 * Asia/Shanghai, both included, at most 31 days, not after today), which win when given. The
 * server checks the dates against its own today and answers the bounds it used.
 */
export const periodFields = {
  period: z.enum(RECORD_PERIODS, { error: apiMessages.recordPeriodInvalid }).default('today'),
  start_date: dateText.optional(),
  end_date: dateText.optional(),
};

/** An opaque keyset cursor: the `next_cursor` of the page before. Absent for the first page. */
export const cursorField = z
  .string({ error: apiMessages.recordCursorInvalid })
  .trim()
  .max(200, apiMessages.recordCursorInvalid)
  .regex(/^[A-Za-z0-9_-]*$/, apiMessages.recordCursorInvalid)
  .optional()
  .transform((value) => (value === '' ? undefined : value));

export const recordSizeField = z.coerce
  .number({ error: apiMessages.badField })
  .int(apiMessages.badField)
  .min(1, apiMessages.badField)
  .max(RECORD_MAX_PAGE_SIZE, apiMessages.badField)
  .default(20);

/** A provider's code as the rounds carry it ('demo', 'pg', …). */
const providerField = z
  .string({ error: apiMessages.recordProviderInvalid })
  .trim()
  .regex(/^[a-z0-9_-]{1,32}$/, apiMessages.recordProviderInvalid);

/** A game category (spec §3: 1–7); 0 is a game our catalogue does not list, a row 投注记录汇总 shows as 其他. */
const gameTypeField = z.coerce
  .number({ error: apiMessages.badField })
  .int(apiMessages.badField)
  .min(0, apiMessages.badField)
  .max(99, apiMessages.badField);

/** The bounds a period resolved to: Asia/Shanghai dates, both included. */
const periodBounds = { start_date: z.string(), end_date: z.string() };

/** Stake, payout and win/loss (payout − stake, signed) of settled rounds. */
const betTotals = {
  rounds: z.number().int(),
  stake: usdtText,
  payout: usdtText,
  win_loss: usdtText,
};

// ── POST /api/plat/bet-records (投注记录汇总) ─────────────────────────────────────────────────

export const betRecordsRequestSchema = z.object({ ...periodFields });
export const betRecordsRowSchema = z.object({
  game_type_id: z.number().int(),
  game_type_name: z.string(),
  provider: z.string(),
  provider_name: z.string(),
  ...betTotals,
});
export const betRecordsResultSchema = z.object({
  ...periodBounds,
  /** Per category and provider, largest stake first; settled rounds only. */
  rows: z.array(betRecordsRowSchema),
  total: z.object(betTotals),
});

// ── POST /api/plat/bet-detail (投注详情) and /api/plat/bet-detail/round ─────────────────────

export const ROUND_STATUSES = ['open', 'settled', 'cancelled'] as const;

export const betDetailRequestSchema = z.object({
  ...periodFields,
  game_type_id: gameTypeField.optional(),
  provider: providerField.optional(),
  cursor: cursorField,
  size: recordSizeField,
});
export const betRoundSchema = z.object({
  /** The round's row id: what /bet-detail/round takes. */
  id: z.number().int(),
  round_id: z.string(),
  provider: z.string(),
  provider_name: z.string(),
  game_type_id: z.number().int(),
  game_code: z.string(),
  game_name: z.string(),
  stake: usdtText,
  payout: usdtText,
  win_loss: usdtText,
  status: z.enum(ROUND_STATUSES),
  /** Asia/Shanghai wall time, "YYYY-MM-DD HH:mm:ss". */
  opened_at: z.string(),
  settled_at: z.string().nullable(),
});
export const betDetailResultSchema = z.object({
  ...periodBounds,
  /** Newest first. */
  list: z.array(betRoundSchema),
  next_cursor: z.string().nullable(),
});

export const betRoundRequestSchema = z.object({ id: idField });
export const betRoundResultSchema = betRoundSchema.extend({
  /** The provider's wallet calls of the round, oldest first. */
  calls: z.array(
    z.object({
      kind: z.enum(['bet', 'win', 'rollback']),
      transaction_id: z.string(),
      amount: usdtText,
      created_at: z.string(),
    }),
  ),
  /** The player's ledger entries the round's calls (and a held win paid later) made, oldest first. */
  entries: z.array(
    z.object({
      kind: z.string(),
      kind_name: z.string(),
      amount: usdtText,
      balance_after: usdtText,
      created_at: z.string(),
    }),
  ),
});

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

export type BetRecordsResult = z.infer<typeof betRecordsResultSchema>;
export type BetRecordsRow = z.infer<typeof betRecordsRowSchema>;
export type BetRound = z.infer<typeof betRoundSchema>;
export type BetDetailResult = z.infer<typeof betDetailResultSchema>;
export type BetRoundResult = z.infer<typeof betRoundResultSchema>;
export type WinLossReportResult = z.infer<typeof winLossReportResultSchema>;
export type BillChange = z.infer<typeof billChangeSchema>;
export type BillChangeResult = z.infer<typeof billChangeResultSchema>;
export type BonusesResult = z.infer<typeof bonusesResultSchema>;
export type PlatformInfoResult = z.infer<typeof platformInfoResultSchema>;
export type LedgerKind = z.infer<typeof ledgerKindSchema>;
