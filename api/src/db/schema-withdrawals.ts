/** Tables of money out (migrations 010, 023, 027): bound addresses, withdrawals, payouts, turnover, settings. */
import type { Generated } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';

/** A player's bound withdrawal address; `address` is the phone number for type 2, `area` '' unless type 2. */
export interface WithdrawAddressesTable {
  id: Generated<number>;
  player_id: number;
  type: 1 | 2 | 3;
  address: string;
  area: string;
  created_at: string;
}

/** A withdrawal request: its money sits in hold `hold_id` from the request until paid (captured) or rejected (released). */
export interface WithdrawalsTable {
  id: Generated<number>;
  order_no: string;
  player_id: number;
  /** The client's id of the submission; a replay answers the first result. */
  request_id: string;
  /** SHA-256 of the request's fields: the same id with other fields is refused. */
  request_hash: string;
  address_type: 1 | 2 | 3;
  address: string;
  area: string;
  address_id: number | null;
  /** What the player receives. */
  amount: MicroUsdt;
  /** Held on top of the amount; kept by the platform. */
  fee: MicroUsdt;
  hold_id: number;
  /**
   * review → paying (hot wallet) → paid; a payout the chain did not clearly decide → verify (待核实,
   * the hold intact) until an operator records the chain's answer; review → rejected.
   */
  state: 'review' | 'paying' | 'verify' | 'paid' | 'rejected';
  reject_reason: string | null;
  decided_by: number | null;
  decided_at: string | null;
  /** The operator paying it by hand (claimed in review): only they may reject it or hot-wallet it. */
  claimed_by: number | null;
  claimed_at: string | null;
  paid_tx_id: string | null;
  created_at: string;
  completed_at: string | null;
}

/** One payout attempt of a withdrawal. */
export interface WithdrawalPayoutsTable {
  id: Generated<number>;
  withdrawal_id: number;
  method: 'chain_tx' | 'reference' | 'hot_wallet';
  /** unresolved: absence proven past expiry, yet only an operator's verdict ends it (migration 023). */
  status: 'signed' | 'broadcast' | 'confirmed' | 'failed' | 'expired' | 'unresolved';
  /** Unique: one chain transaction pays one withdrawal at most. */
  tx_id: string | null;
  reference: string | null;
  /** The hot wallet's signed transaction (JSON), stored before the first broadcast; re-broadcast as is. */
  signed_tx: string | null;
  /** The signed transaction's expiration (ISO UTC): after it, the network can never include it. */
  expires_at: string | null;
  broadcasts: Generated<number>;
  error: string | null;
  operator_id: number | null;
  created_at: string;
  updated_at: string;
  /** Passes past expiry in which both solidity endpoints answered `{}`, spaced in time (the job's evidence). */
  absent_checks: Generated<number>;
  last_absent_at: string | null;
  /** JSON: what the chain answered when the job last counted an absence or read the failed receipt. */
  chain_answer: string | null;
  /** The operator's verdict on a payout the job could not settle; null: none (a legacy expiry counts as unverified). */
  verdict: 'failed' | 'not_on_chain' | 'paid' | null;
  verified_by: number | null;
  verified_at: string | null;
  /** JSON: what the server read from the chain when it accepted the verdict. */
  verdict_answer: string | null;
  /** A watched manual transaction (chain_tx, broadcast): the full node's block of it, and confirmations at the last look (migration 027). */
  block_number: number | null;
  confirmations: number | null;
}

/** Settled stakes a player owes before withdrawing, one row per credited deposit (`source` unique, e.g. `deposit:<transfer id>`). */
export interface TurnoverRequirementsTable {
  id: Generated<number>;
  player_id: number;
  source: string;
  amount: MicroUsdt;
  required: MicroUsdt;
  created_at: string;
  /** When a withdrawal request found it met; null while open. */
  closed_at: string | null;
}

export interface SiteSettingsTable {
  key: string;
  value_json: string;
  updated_at: string;
}
