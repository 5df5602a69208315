/** The operator's programme settings: the least a claim may take (a site_settings row, read by settings.ts). */
import { apiMessages, formatUsdt, parseUsdt } from 'shared-contracts';
import type { AppContext } from '../../../context';
import { inTransaction } from '../../../db/transaction';
import { refuse } from '../../../errors';
import { writeAudit } from '../../audit';
import { commissionSettings } from './settings';
import { COMMISSION_SETTINGS_KEY, upsertCommissionSettings } from './settings-store';

/** GET /api/admin/commission/settings: the minimum in force (1 USDT until saved) and when it was saved. */
export async function commissionSettingsView(context: AppContext) {
  const settings = await commissionSettings(context.db);
  return { claim_min: formatUsdt(settings.claimMin), updated_at: settings.updatedAt };
}

/**
 * PUT /api/admin/commission/settings, audited in its own transaction; refused (agentSettingsInvalid)
 * for a minimum of 0, which would let a claim move nothing. Stored as {"claim_min": micro-USDT}.
 */
export async function changeCommissionSettings(context: AppContext, operatorId: number, input: { claim_min: string }) {
  const claimMin = parseUsdt(input.claim_min);
  if (claimMin === null || claimMin <= 0) throw refuse(apiMessages.agentSettingsInvalid);
  const now = context.now();
  await inTransaction(context.db, async (trx) => {
    const before = await commissionSettings(trx);
    await upsertCommissionSettings(trx, JSON.stringify({ claim_min: claimMin }), now.toISOString());
    await writeAudit(trx, {
      operatorId,
      action: 'update',
      entity: 'site_settings',
      entityId: COMMISSION_SETTINGS_KEY,
      before: { claim_min: formatUsdt(before.claimMin) },
      after: { claim_min: formatUsdt(claimMin) },
      at: now,
    });
  });
  return commissionSettingsView(context);
}
