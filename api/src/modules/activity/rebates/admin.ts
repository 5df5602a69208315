/** Operator calls of rebates: the settings (audited), settling an ended day by hand (audited), the runs. */
import { apiMessages, formatUsdt, parseUsdt, type RebateDay, type RebateSettings } from 'shared-contracts';
import type { AppContext } from '../../../context';
import { inTransaction } from '../../../db/transaction';
import { refuse } from '../../../errors';
import { writeAudit } from '../../audit';
import { settlementOf, settleRebateDay, type RebateDaySettlement } from './settlement';
import { rebateSettings } from './settings';
import { REBATE_SETTINGS_KEY, selectRebateDay, selectRebateDaysPage, upsertRebateSettings } from './store';

/** GET /api/admin/rebate/settings: the settings in force (the defaults until saved) and when they were saved. */
export async function rebateSettingsView(context: AppContext): Promise<RebateSettings> {
  const settings = await rebateSettings(context.db);
  return { enabled: settings.enabled, claim_min: formatUsdt(settings.claimMin), updated_at: settings.updatedAt };
}

/**
 * PUT /api/admin/rebate/settings, audited in its own transaction; refused (rebateSettingsInvalid)
 * for a minimum of 0. Stored as {"enabled", "claim_min": micro-USDT}.
 */
export async function changeRebateSettings(
  context: AppContext,
  operatorId: number,
  input: { enabled: boolean; claim_min: string },
): Promise<RebateSettings> {
  const claimMin = parseUsdt(input.claim_min);
  if (claimMin === null || claimMin <= 0) throw refuse(apiMessages.rebateSettingsInvalid);
  const now = context.now();
  await inTransaction(context.db, async (trx) => {
    const before = await rebateSettings(trx);
    await upsertRebateSettings(trx, JSON.stringify({ enabled: input.enabled, claim_min: claimMin }), now.toISOString());
    await writeAudit(trx, {
      operatorId,
      action: 'update',
      entity: 'site_settings',
      entityId: REBATE_SETTINGS_KEY,
      before: { enabled: before.enabled, claim_min: formatUsdt(before.claimMin) },
      after: { enabled: input.enabled, claim_min: formatUsdt(claimMin) },
      at: now,
    });
  });
  return rebateSettingsView(context);
}

function dayView(settlement: RebateDaySettlement): RebateDay {
  return {
    day: settlement.day,
    status: settlement.status,
    players: settlement.players,
    amount: formatUsdt(settlement.amount),
    started_at: settlement.startedAt,
    finished_at: settlement.finishedAt,
  };
}

/**
 * POST /api/admin/rebate/settle: settles `day` now; refused before its end plus the grace, and while
 * rebates are off. A day already settled answers its totals and is audited as an unchanged request.
 */
export async function settleRebateDayByOperator(
  context: AppContext,
  operatorId: number,
  day: string,
): Promise<RebateDay> {
  const before = (await selectRebateDay(context.db, day)) ?? null;
  const view = dayView(await settleRebateDay(context, day));
  await inTransaction(context.db, (trx) =>
    writeAudit(trx, {
      operatorId,
      action: 'update',
      entity: 'rebate_days',
      entityId: day,
      before,
      after: view,
      at: context.now(),
    }),
  );
  return view;
}

/** GET /api/admin/rebate/days: a page of runs, newest day first. */
export async function listRebateDays(context: AppContext, query: { page: number; size: number }) {
  const { total, rows } = await selectRebateDaysPage(context.db, query.size, (query.page - 1) * query.size);
  return {
    total,
    items: rows.map((row) => dayView(settlementOf(row))),
  };
}
