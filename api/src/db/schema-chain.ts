/** Tables of the chain watcher (migrations 008, 022): the status row, transfers awaiting confirmation, outflows, reconciliations. */
import type { Generated } from 'kysely';

/** The watcher's state, one row (id 1): what it saw, how it fails, when it may call again, where it reads. */
export interface ChainWatchStatusTable {
  id: number;
  /** The solidified block last read (about once a minute). */
  solidified_block: number | null;
  /** The head block last read. */
  head_block: number | null;
  last_success_at: string | null;
  error_count: Generated<number>;
  /** Failures in a row that back off (429, 403, 5xx, Error bodies, network); 0 after a success. */
  consecutive_failures: Generated<number>;
  last_error: string | null;
  last_error_at: string | null;
  /** No call to the TRON API before this time (ISO UTC); null when not backing off. */
  backoff_until: string | null;
  updated_at: string;
  /** Every USDT Transfer event before this time (ms) was processed; the next read starts a block earlier. */
  event_cursor: number | null;
  /** The hourly re-read: its position (ms) while one runs, else null; and where it ends. */
  rewind_position: number | null;
  rewind_end: number | null;
  rewind_started_at: string | null;
  /** When the solidified and head blocks were last read. */
  blocks_read_at: string | null;
  /** When the balance reconciliation last ran (its pace is reads a day). */
  reconciled_at: string | null;
}

/** A Transfer event to one of our addresses, seen in the event list, not yet confirmed by the solidity node. */
export interface ChainPendingTransfersTable {
  tx_id: string;
  event_index: number;
  from_address: string;
  to_address: string;
  raw_amount: string;
  block_number: number;
  block_timestamp: number;
  seen_at: string;
  checked_at: string | null;
  checks: Generated<number>;
  /** Times both endpoints answered `{}`, each at least ABSENCE_SPACING_MS after the last. */
  absent_checks: Generated<number>;
  last_absent_at: string | null;
  /** What the chain last said of it, for an operator. */
  last_answer: string | null;
}

/** USDT that left one of our addresses (a sweep), recorded once per (tx_id, event_index). */
export interface ChainOutflowsTable {
  tx_id: string;
  event_index: number;
  from_address: string;
  to_address: string;
  raw_amount: string;
  block_number: number;
  block_timestamp: number;
  created_at: string;
}

/** An address's last balance check: on-chain balance against recorded in − out (raw units as decimal text). */
export interface ChainReconciliationsTable {
  address: string;
  on_chain: string;
  recorded_in: string;
  recorded_out: string;
  /** on_chain − (recorded_in − recorded_out); '0' when they agree. */
  difference: string;
  checked_at: string;
  differs_since: string | null;
}
