/** The chain watcher's status for operators (GET apiPaths.admin.chainWatcher): blocks, event cursor, waiting transfers, budget, balance differences. */
import { z } from 'zod';

/** An address whose on-chain USDT differed from what was recorded, on two checks in a row (raw 6-decimal units). */
export const chainBalanceDifferenceSchema = z.object({
  address: z.string(),
  on_chain: z.string(),
  recorded_in: z.string(),
  recorded_out: z.string(),
  /** on_chain − (recorded_in − recorded_out). */
  difference: z.string(),
  differs_since: z.string(),
  checked_at: z.string(),
});

export const chainWatcherStatusSchema = z.object({
  /** The TronGrid-compatible API read (TRON_API_URL; the key is never shown). */
  api_url: z.string(),
  /** The solidified block last read (about once a minute). */
  solidified_block: z.number().int().nullable(),
  /** The head block last read. */
  head_block: z.number().int().nullable(),
  /** head − solidified, in blocks (about 19 when healthy). */
  lag_blocks: z.number().int().nullable(),
  last_success_at: z.string().nullable(),
  /** Seconds since the last successful pass (null: none yet). */
  seconds_since_success: z.number().int().nullable(),
  error_count: z.number().int(),
  /** Failed passes in a row that back off (429, 403, 5xx, Error bodies, network). */
  consecutive_failures: z.number().int(),
  last_error: z.string().nullable(),
  last_error_at: z.string().nullable(),
  /** No call to the TRON API before this time; null when not backing off. */
  backoff_until: z.string().nullable(),
  /** Every USDT Transfer event before this block time was processed (ISO UTC). */
  event_cursor: z.string().nullable(),
  /** The hourly re-read's position while one runs; null between them. */
  rewind_position: z.string().nullable(),
  rewind_started_at: z.string().nullable(),
  /** Transfers to our addresses seen in the event list, not yet confirmed by the solidity node. */
  pending_transfers: z.number().int(),
  /** The API key's request budget in this process and what it used. */
  budget: z.object({
    per_second: z.number().int(),
    per_day: z.number().int(),
    last_hour: z.number().int(),
    last_day: z.number().int(),
  }),
  differences: z.array(chainBalanceDifferenceSchema),
});
export type ChainWatcherStatus = z.infer<typeof chainWatcherStatusSchema>;
export type ChainBalanceDifference = z.infer<typeof chainBalanceDifferenceSchema>;
