/** Tables of player protection (migration 017). */
import type { Generated } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';

export interface PlayerProtectionTable {
  player_id: number;
  reality_check_minutes: Generated<number>;
  break_kind: 'cool_off' | 'exclusion' | null;
  break_period: string | null;
  break_started_at: string | null;
  /** Null with a break_kind: permanent. */
  break_until: string | null;
  deposit_prompt_skipped_at: string | null;
  updated_at: string;
}

export interface PlayerLimitsTable {
  player_id: number;
  limit_key: string;
  /** Null: no limit. */
  amount: MicroUsdt | null;
  /** With pending_at: the value (null = removal) that applies from pending_at. */
  pending_amount: MicroUsdt | null;
  pending_at: string | null;
  updated_at: string;
}

export interface ProtectionEventsTable {
  id: Generated<number>;
  player_id: number;
  actor: 'player' | 'operator' | 'system';
  operator_id: number | null;
  action: string;
  detail_json: string;
  created_at: string;
}

export interface DepositLimitReviewsTable {
  id: Generated<number>;
  player_id: number;
  /** 'chain' or 'channel'. */
  source: string;
  /** The credited deposit (its ledger idempotency key): one review per deposit. */
  reference: string;
  amount: MicroUsdt;
  limit_key: string;
  status: 'open' | 'closed';
  closed_by: number | null;
  close_note: string | null;
  created_at: string;
  closed_at: string | null;
}

/** These tables in the Database interface (schema.ts extends it). */
export interface ProtectionTables {
  player_protection: PlayerProtectionTable;
  player_limits: PlayerLimitsTable;
  protection_events: ProtectionEventsTable;
  deposit_limit_reviews: DepositLimitReviewsTable;
}
