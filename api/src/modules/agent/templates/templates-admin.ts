/**
 * The operator's rate template: every version with the one in force today, and a new version from
 * tomorrow or later (Asia/Shanghai), so a day that has begun keeps the version it began with.
 */
import {
  apiMessages,
  parseUsdt,
  type CommissionTemplateInput,
  type CommissionTemplateState,
  type commissionTemplateVersionSchema,
} from 'shared-contracts';
import type { z } from 'zod';
import type { AppContext } from '../../../context';
import type { Selectable } from 'kysely';
import type { CommissionTemplatesTable } from '../../../db/schema-agents';
import { inTransaction } from '../../../db/transaction';
import { refuse } from '../../../errors';
import { shanghaiDate } from '../../../shanghai-time';
import { writeAudit } from '../../audit';
import { insertTemplateVersion, selectOperatorNames, selectTemplateVersions } from './admin-store';
import { templateCancellations } from './cancellations';
import { versionStates } from './version-state';
import { isCalendarDay } from '../../settlement';
import { templateFault } from '../commission/commission-rule';
import { categoriesView, parseCategories, templateOf, type StoredCategories } from './templates';

const DAY_MS = 24 * 60 * 60 * 1000;

export type CommissionTemplateVersion = z.infer<typeof commissionTemplateVersionSchema>;

/** What the contract adds to a stored version: its state today, who saved it, its cancellation. */
export interface VersionExtras {
  state: CommissionTemplateState;
  operatorName: string | null;
  cancelled?: { at: string; by: string | null };
}

/** A stored version as the contract shows it. */
export function versionView(
  row: Selectable<CommissionTemplatesTable>,
  extras: VersionExtras,
): CommissionTemplateVersion {
  return {
    id: row.id,
    effective_from: row.effective_from,
    categories: categoriesView(parseCategories(row.categories_json)),
    operator_id: row.operator_id,
    operator_name: extras.operatorName,
    created_at: row.created_at,
    state: extras.state,
    cancelled_at: extras.cancelled?.at ?? null,
    cancelled_by: extras.cancelled?.by ?? null,
  };
}

/** GET /api/admin/commission/templates: every version (latest to take effect first) with its state today, and the one in force. */
export async function listTemplateVersions(context: AppContext) {
  const today = shanghaiDate(context.now());
  const [rows, cancellations] = await Promise.all([
    selectTemplateVersions(context.db),
    templateCancellations(context.db),
  ]);
  const states = versionStates(rows, today, new Set(cancellations.keys()));
  const cancellers = await selectOperatorNames(context.db, [
    ...new Set([...cancellations.values()].map((cancellation) => cancellation.operatorId)),
  ]);
  const versions = rows.map((row) => {
    const cancellation = cancellations.get(row.id);
    return versionView(row, {
      state: states.get(row.id) ?? 'superseded',
      operatorName: row.operator_name,
      ...(cancellation && { cancelled: { at: cancellation.at, by: cancellers.get(cancellation.operatorId) ?? null } }),
    });
  });
  const inForce = versions.find((version) => version.state === 'in_force');
  if (!inForce) throw new Error(`no commission template in force on ${today}`);
  return { in_force_id: inForce.id, versions };
}

/**
 * The input's categories as stored (micro-USDT thresholds, sorted by category), or a refusal:
 * a category given twice, or tiers the rule refuses (templateFault).
 */
function storedCategoriesOf(input: CommissionTemplateInput): StoredCategories {
  const seen = new Set<number>();
  const categories: StoredCategories = input.categories.map((category) => {
    if (seen.has(category.game_type_id)) throw refuse(apiMessages.agentTemplateInvalid);
    seen.add(category.game_type_id);
    return {
      game_type_id: category.game_type_id,
      tiers: category.tiers.map((tier) => {
        const minPerformance = parseUsdt(tier.min_performance);
        if (minPerformance === null) throw refuse(apiMessages.agentTemplateInvalid);
        return { min_performance: minPerformance, rate: tier.rate };
      }),
    };
  });
  if (templateFault(templateOf(categories)) !== null) throw refuse(apiMessages.agentTemplateInvalid);
  return categories.sort((a, b) => a.game_type_id - b.game_type_id);
}

/**
 * POST /api/admin/commission/templates: a new version from `effective_from`, audited in its own
 * transaction. Refused (agentTemplateDayInvalid) unless that day is tomorrow or later in Shanghai;
 * (agentTemplateInvalid) when a category repeats or its tiers break the rule's shape.
 */
export async function createTemplateVersion(
  context: AppContext,
  operatorId: number,
  input: CommissionTemplateInput,
): Promise<CommissionTemplateVersion> {
  if (!isCalendarDay(input.effective_from)) throw refuse(apiMessages.agentDayInvalid);
  const now = context.now();
  const tomorrow = shanghaiDate(new Date(now.getTime() + DAY_MS));
  // Same-length 'YYYY-MM-DD' texts compare as the days they name.
  if (input.effective_from < tomorrow) throw refuse(apiMessages.agentTemplateDayInvalid);
  const categories = storedCategoriesOf(input);
  return inTransaction(context.db, async (trx) => {
    const row = await insertTemplateVersion(trx, {
      effective_from: input.effective_from,
      categories_json: JSON.stringify(categories),
      operator_id: operatorId,
      created_at: now.toISOString(),
    });
    const [operatorName] = (await selectOperatorNames(trx, [operatorId])).values();
    // The latest save for its day, which is after today: scheduled, whatever it replaced.
    const version = versionView(row, { state: 'scheduled', operatorName: operatorName ?? null });
    await writeAudit(trx, {
      operatorId,
      action: 'create',
      entity: 'commission_templates',
      entityId: row.id,
      before: null,
      after: version,
      at: now,
    });
    return version;
  });
}
