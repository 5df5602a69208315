/** Tables of the operator console (migration 018); operators' and players' new columns are in schema-core. */
import type { Generated } from 'kysely';
import type { AdjustmentType, MicroUsdt } from 'shared-contracts';

/** Recovery codes shown once at enrolment; each logs in once in place of an authenticator code. */
export interface OperatorRecoveryCodesTable {
  id: Generated<number>;
  operator_id: number;
  /** sha256 hex of the code. */
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

/** A manual balance correction: applied at once under the threshold, else after a second operator approves. */
export interface BalanceAdjustmentsTable {
  id: Generated<number>;
  player_id: number;
  /** Signed: positive credits the player, negative debits. */
  amount: MicroUsdt;
  reason: string;
  request_id: string;
  status: 'pending' | 'applied' | 'rejected';
  requested_by: number;
  decided_by: number | null;
  decision_note: string | null;
  transfer_id: number | null;
  created_at: string;
  decided_at: string | null;
  /** Migration 025: manual_deposit | bonus_makeup | clawback | other (rows before it: other). */
  type: Generated<AdjustmentType>;
  /** Migration 025: a credit's turnover multiple in hundredths (150 = 1.5 × the amount; 0 = none). */
  turnover_multiple_hundredths: Generated<number>;
}

export interface AdminTables {
  operator_recovery_codes: OperatorRecoveryCodesTable;
  balance_adjustments: BalanceAdjustmentsTable;
}
