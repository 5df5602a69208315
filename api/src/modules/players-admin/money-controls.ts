/**
 * The console's money controls (site setting 'money_controls'): the single-approval amount of an
 * adjustment, the daily single-approval caps per operator and per player, and the threshold above
 * which assigning an unmatched deposit needs a second operator. Read by 财务, changed by 超级管理员,
 * audited in the change's transaction.
 */
import { formatUsdt, moneyControlMessages, parseUsdt, type moneyControlsInputSchema } from 'shared-contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { refuse } from '../../errors';
import { writeAudit } from '../audit';
import { SITE_SETTING_KEYS, upsertSettingJson, type MoneyControlLimits } from '../content';
import { adjustmentLimits } from './adjustment-caps';

function shownLimits(limits: MoneyControlLimits) {
  return {
    approval_threshold: formatUsdt(limits.approvalThreshold),
    operator_daily_cap: formatUsdt(limits.operatorDailyCap),
    player_daily_cap: formatUsdt(limits.playerDailyCap),
    assignment_threshold: formatUsdt(limits.assignmentThreshold),
    saved: limits.saved,
  };
}

/** GET /api/admin/money-controls. */
export async function moneyControls(context: AppContext) {
  return shownLimits(await adjustmentLimits(context));
}

/** PUT /api/admin/money-controls: refused when the single amount exceeds either daily cap (it could never apply). */
export async function changeMoneyControls(
  context: AppContext,
  operatorId: number,
  input: z.output<typeof moneyControlsInputSchema>,
) {
  const [approval, operatorCap, playerCap, assignment] = [
    input.approval_threshold,
    input.operator_daily_cap,
    input.player_daily_cap,
    input.assignment_threshold,
  ].map((text) => parseUsdt(text)!);
  if (approval! > operatorCap! || approval! > playerCap!) throw refuse(moneyControlMessages.settingsInvalid);
  const stored = {
    approval_threshold: formatUsdt(approval!),
    operator_daily_cap: formatUsdt(operatorCap!),
    player_daily_cap: formatUsdt(playerCap!),
    assignment_threshold: formatUsdt(assignment!),
  };
  const now = context.now();
  return inTransaction(context.db, async (trx) => {
    const before = shownLimits(await adjustmentLimits(context, trx));
    await upsertSettingJson(trx, SITE_SETTING_KEYS.moneyControls, JSON.stringify(stored), now.toISOString());
    await writeAudit(trx, {
      operatorId,
      action: 'update',
      entity: 'site_settings',
      entityId: SITE_SETTING_KEYS.moneyControls,
      before,
      after: stored,
      at: now,
    });
    return { ...stored, saved: true };
  });
}
