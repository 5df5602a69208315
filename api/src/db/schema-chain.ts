/** Tables of the chain watcher (migration 008): per-address cursors and the one status row. */
import type { Generated } from 'kysely';

/** Where the watcher resumes reading one receiving address's TRC20 transfers. */
export interface ChainWatchCursorsTable {
  address: string;
  /** The next read's min_timestamp (ms, inclusive): every item before it was processed. */
  min_timestamp: number;
  /** JSON array of `txid:eventIndex` already handed over at exactly min_timestamp (a re-read skips them). */
  done_at_cursor: string;
  /** How many transfers this cursor handed to the deposits intake, ever. */
  handed_over: Generated<number>;
  updated_at: string;
}

/** The watcher's state, one row (id 1): what it saw, how it fails, when it may call again. */
export interface ChainWatchStatusTable {
  id: number;
  /** The solidified block of the last successful pass. */
  solidified_block: number | null;
  /** The head block at the last successful pass. */
  head_block: number | null;
  last_success_at: string | null;
  error_count: Generated<number>;
  /** Failures in a row that back off (429, 403, 5xx, network); 0 after a success. */
  consecutive_failures: Generated<number>;
  last_error: string | null;
  last_error_at: string | null;
  /** No call to the TRON API before this time (ISO UTC); null when not backing off. */
  backoff_until: string | null;
  updated_at: string;
}
