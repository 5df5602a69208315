/**
 * The player's records and reports (issue 14; spec §2 record routes, §7 record calls): the fields
 * every record call shares, and bet records with their rounds (the win/loss report, bill changes,
 * bonuses and the mine page are in records-account.ts). Periods are Asia/Shanghai days; long
 * lists page by an opaque keyset cursor.
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
export const periodBounds = { start_date: z.string(), end_date: z.string() };

/** Stake, payout and win/loss (payout − stake, signed) of settled rounds. */
export const betTotals = {
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

export type BetRecordsResult = z.infer<typeof betRecordsResultSchema>;
export type BetRecordsRow = z.infer<typeof betRecordsRowSchema>;
export type BetRound = z.infer<typeof betRoundSchema>;
export type BetDetailResult = z.infer<typeof betDetailResultSchema>;
export type BetRoundResult = z.infer<typeof betRoundResultSchema>;
