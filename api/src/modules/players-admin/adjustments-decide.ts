/**
 * The second operator's decision on a pending balance adjustment: approve (applies it: transfer and a
 * credit's turnover requirement; never the requester's own) or reject (nothing moves; the requester may
 * withdraw their own this way). Of concurrent decisions one wins; each is audited.
 */
import { playerAdminMessages, type Adjustment } from 'shared-contracts';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { refuse } from '../../errors';
import { writeAudit } from '../audit';
import { decidePending, selectAdjustment, type AdjustmentRow } from './adjustment-store';
import { accountsOf, applyPending, shownAdjustment } from './adjustments';

async function pendingOf(context: AppContext, id: number): Promise<AdjustmentRow> {
  const row = await selectAdjustment(context.db, id);
  if (!row) throw refuse(playerAdminMessages.adjustmentNotFound, 404);
  if (row.status !== 'pending') throw refuse(playerAdminMessages.adjustmentDecided);
  return row;
}

/** POST /api/admin/adjustments/:id/approve: a second operator applies it; of concurrent approvals one does. */
export async function approveAdjustment(context: AppContext, operatorId: number, id: number): Promise<Adjustment> {
  const before = await pendingOf(context, id);
  if (before.requested_by === operatorId) throw refuse(playerAdminMessages.adjustmentSelfApproval);
  const accounts = await accountsOf(context, before.player_id);
  return inTransaction(context.db, async (trx) => {
    const now = context.now();
    const pending = {
      id,
      playerId: before.player_id,
      amount: Number(before.amount),
      turnoverMultipleHundredths: before.turnover_multiple_hundredths,
    };
    if (!(await applyPending(trx, pending, accounts, operatorId, now)))
      throw refuse(playerAdminMessages.adjustmentDecided);
    const after = shownAdjustment((await selectAdjustment(trx, id))!);
    await writeAudit(trx, {
      operatorId,
      action: 'update',
      entity: 'balance_adjustment',
      entityId: id,
      before: shownAdjustment(before),
      after,
      at: now,
    });
    return after;
  });
}

/** POST /api/admin/adjustments/:id/reject: nothing moves. The requester may withdraw their own this way. */
export async function rejectAdjustment(
  context: AppContext,
  operatorId: number,
  input: { id: number; reason: string },
): Promise<Adjustment> {
  const before = await pendingOf(context, input.id);
  return inTransaction(context.db, async (trx) => {
    const now = context.now();
    const decision = { status: 'rejected' as const, decidedBy: operatorId, note: input.reason, at: now.toISOString() };
    if (!(await decidePending(trx, input.id, decision))) throw refuse(playerAdminMessages.adjustmentDecided);
    const after = shownAdjustment((await selectAdjustment(trx, input.id))!);
    await writeAudit(trx, {
      operatorId,
      action: 'update',
      entity: 'balance_adjustment',
      entityId: input.id,
      before: shownAdjustment(before),
      after,
      at: now,
    });
    return after;
  });
}
