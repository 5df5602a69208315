/**
 * Cancelling a version of the rate template before its day begins (Asia/Shanghai): the operator's
 * way back from a version saved by mistake, since versions are never edited. A day that has begun
 * keeps the version it began with, so a version effective today or earlier cannot be cancelled.
 */
import { apiMessages } from 'shared-contracts';
import type { AppContext } from '../../../context';
import { inTransaction } from '../../../db/transaction';
import { refuse } from '../../../errors';
import { shanghaiDate } from '../../../shanghai-time';
import { writeAudit } from '../../audit';
import { selectOperatorNames, selectTemplateVersions } from './admin-store';
import { recordTemplateCancellation, templateCancellations } from './cancellations';
import { versionView, type CommissionTemplateVersion } from './templates-admin';
import { versionStates } from './version-state';

/**
 * POST /api/admin/commission/templates/:id/cancel: the version cancelled, audited (update: its state
 * before and after) in the cancellation's transaction. Refused: an unknown id (agentTemplateNotFound);
 * a version whose day has begun, or already cancelled (agentTemplateNotCancellable).
 */
export async function cancelTemplateVersion(
  context: AppContext,
  operatorId: number,
  id: number,
): Promise<CommissionTemplateVersion> {
  const now = context.now();
  const today = shanghaiDate(now);
  return inTransaction(context.db, async (trx) => {
    const rows = await selectTemplateVersions(trx);
    const row = rows.find((version) => version.id === id);
    if (!row) throw refuse(apiMessages.agentTemplateNotFound);
    if (row.effective_from <= today) throw refuse(apiMessages.agentTemplateNotCancellable);
    const cancelled = new Set((await templateCancellations(trx)).keys());
    const stateBefore = versionStates(rows, today, cancelled).get(id) ?? 'superseded';
    const cancellation = { operatorId, at: now.toISOString() };
    // Written once per version: of two cancels at once, the second finds the key taken.
    if (!(await recordTemplateCancellation(trx, id, cancellation)))
      throw refuse(apiMessages.agentTemplateNotCancellable);
    const [operatorName] = (await selectOperatorNames(trx, [operatorId])).values();
    const before = versionView(row, { state: stateBefore, operatorName: row.operator_name });
    const after = versionView(row, {
      state: 'cancelled',
      operatorName: row.operator_name,
      cancelled: { at: cancellation.at, by: operatorName ?? null },
    });
    await writeAudit(trx, {
      operatorId,
      action: 'update',
      entity: 'commission_templates',
      entityId: id,
      before,
      after,
      at: now,
    });
    return after;
  });
}
