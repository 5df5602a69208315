/** Tables of the money controls (migration 025): revoked promotion bonuses and unmatched-deposit assignments awaiting a second operator. */
import type { Generated } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';

/** A promotion claim whose bonus an operator took back: one row a claim (a second revoke is refused). */
export interface PromotionClaimRevocationsTable {
  claim_id: number;
  player_id: number;
  claim_amount: MicroUsdt;
  /** The bonus, or the player's whole balance when less. */
  debited: MicroUsdt;
  /** The claim's open turnover requirement that was removed (0: none was open). */
  turnover_removed: MicroUsdt;
  /** Null when nothing could be debited (an empty wallet). */
  transfer_id: number | null;
  reason: string;
  revoked_by: number;
  created_at: string;
}

export type DepositAssignmentStatus = 'pending' | 'approved' | 'rejected';

/** An unmatched chain deposit's assignment to a player above the threshold, until a second operator decides. */
export interface DepositAssignmentsTable {
  id: Generated<number>;
  chain_deposit_id: number;
  player_id: number;
  amount: MicroUsdt;
  status: DepositAssignmentStatus;
  requested_by: number;
  decided_by: number | null;
  note: string | null;
  created_at: string;
  decided_at: string | null;
}

export interface MoneyControlTables {
  promotion_claim_revocations: PromotionClaimRevocationsTable;
  deposit_assignments: DepositAssignmentsTable;
}
