/** The chain watcher's status for operators (GET apiPaths.admin.chainWatcher): blocks seen, lag, errors, back-off, cursors. */
import { z } from 'zod';

/** Where the watcher resumes one receiving address. */
export const chainWatchCursorSchema = z.object({
  address: z.string(),
  /** The next read's min_timestamp (ms, inclusive): every transfer before it was processed. */
  min_timestamp: z.number().int(),
  /** Transfers handed to the deposits intake from this address, ever (re-reads included). */
  handed_over: z.number().int(),
  updated_at: z.string(),
});

export const chainWatcherStatusSchema = z.object({
  /** The TronGrid-compatible API read (TRON_API_URL; the key is never shown). */
  api_url: z.string(),
  /** The solidified block of the last successful pass. */
  solidified_block: z.number().int().nullable(),
  /** The head block at the last successful pass. */
  head_block: z.number().int().nullable(),
  /** head − solidified processed, in blocks (about 19 when healthy). */
  lag_blocks: z.number().int().nullable(),
  last_success_at: z.string().nullable(),
  /** Seconds since the last successful pass (null: none yet). */
  seconds_since_success: z.number().int().nullable(),
  error_count: z.number().int(),
  /** Failed passes in a row that back off (429, 403, 5xx, network). */
  consecutive_failures: z.number().int(),
  last_error: z.string().nullable(),
  last_error_at: z.string().nullable(),
  /** No call to the TRON API before this time; null when not backing off. */
  backoff_until: z.string().nullable(),
  cursors: z.array(chainWatchCursorSchema),
});
export type ChainWatcherStatus = z.infer<typeof chainWatcherStatusSchema>;
