/** An unmatched deposit's assignment as the console reads it (contract depositAssignmentSchema). */
import { formatUsdt, microUsdt, type DepositAssignment } from 'shared-contracts';
import type { AssignmentRow } from './assignment-store';

export function shownAssignment(row: AssignmentRow): DepositAssignment {
  return {
    id: row.id,
    chain_deposit_id: row.chain_deposit_id,
    player_id: row.player_id,
    username: row.username,
    amount: formatUsdt(microUsdt(Number(row.amount))),
    status: row.status,
    requested_by: row.requested_by,
    requested_by_name: row.requested_by_name,
    decided_by: row.decided_by,
    decided_by_name: row.decided_by_name,
    note: row.note,
    created_at: row.created_at,
    decided_at: row.decided_at,
  };
}
