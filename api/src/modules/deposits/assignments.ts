/**
 * Assignments of unmatched deposits above the threshold: a second operator (never the requester)
 * approves one, which credits the deposit to the player then and there, or rejects it (nothing moves,
 * the deposit stays unmatched; the requester may withdraw their own this way). Audited; of concurrent
 * decisions one wins.
 */
import type { DepositAssignmentStatus } from '../../db/schema';
import { apiMessages, moneyControlMessages } from 'shared-contracts';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { refuse } from '../../errors';
import { writeAudit } from '../audit';
import { decideAssignment, selectAssignment, selectAssignments, type AssignmentRow } from './assignment-store';
import { shownAssignment } from './assignment-view';
import { selectChainDeposit } from './chain-store';
import { creditUnmatchedIn } from './unmatched';

/** GET /api/admin/deposit-assignments: newest first, by status. */
export async function listAssignments(context: AppContext, query: { status?: DepositAssignmentStatus | undefined }) {
  return { list: (await selectAssignments(context.db, query.status)).map(shownAssignment) };
}

async function pendingAssignment(context: AppContext, id: number): Promise<AssignmentRow> {
  const row = await selectAssignment(context.db, id);
  if (!row) throw refuse(moneyControlMessages.assignmentNotFound, 404);
  if (row.status !== 'pending') throw refuse(moneyControlMessages.assignmentDecided);
  return row;
}

async function auditAssignment(
  trx: Parameters<typeof writeAudit>[0],
  operatorId: number,
  before: AssignmentRow,
  at: Date,
): Promise<void> {
  await writeAudit(trx, {
    operatorId,
    action: 'update',
    entity: 'deposit_assignments',
    entityId: before.id,
    before: shownAssignment(before),
    after: shownAssignment((await selectAssignment(trx, before.id))!),
    at,
  });
}

/** POST /api/admin/deposit-assignments/:id/approve: credits the deposit to the player (decided by the approver). */
export async function approveAssignment(context: AppContext, operatorId: number, id: number) {
  const before = await pendingAssignment(context, id);
  if (before.requested_by === operatorId) throw refuse(moneyControlMessages.assignmentSelfApproval);
  const deposit = await selectChainDeposit(context.db, before.chain_deposit_id);
  if (!deposit || deposit.status !== 'unmatched') throw refuse(apiMessages.depositDecided);
  const at = context.now();
  await inTransaction(context.db, async (trx) => {
    const decision = { status: 'approved' as const, decidedBy: operatorId, note: null, at: at.toISOString() };
    if (!(await decideAssignment(trx, id, decision))) throw refuse(moneyControlMessages.assignmentDecided);
    await creditUnmatchedIn(trx, context, { deposit, playerId: before.player_id, decidedBy: operatorId, at });
    await auditAssignment(trx, operatorId, before, at);
  });
  return shownAssignment((await selectAssignment(context.db, id))!);
}

/** POST /api/admin/deposit-assignments/:id/reject: nothing moves; the deposit stays unmatched. */
export async function rejectAssignment(context: AppContext, operatorId: number, input: { id: number; reason: string }) {
  const before = await pendingAssignment(context, input.id);
  const at = context.now();
  await inTransaction(context.db, async (trx) => {
    const decision = { status: 'rejected' as const, decidedBy: operatorId, note: input.reason, at: at.toISOString() };
    if (!(await decideAssignment(trx, input.id, decision))) throw refuse(moneyControlMessages.assignmentDecided);
    await auditAssignment(trx, operatorId, before, at);
  });
  return shownAssignment((await selectAssignment(context.db, input.id))!);
}
