/**
 * The operator's rate template: every version with the one in force today, and a new version from
 * tomorrow or later (Asia/Shanghai), so a day that has begun keeps the version it began with.
 */
import {
  apiMessages,
  parseUsdt,
  type CommissionTemplateInput,
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
import { insertTemplateVersion, selectTemplateVersions } from './admin-store';
import { isCalendarDay } from '../../settlement';
import { templateFault } from '../commission/commission-rule';
import { categoriesView, parseCategories, templateInForce, templateOf, type StoredCategories } from './templates';

const DAY_MS = 24 * 60 * 60 * 1000;

type CommissionTemplateVersion = z.infer<typeof commissionTemplateVersionSchema>;

/** A stored version as the contract shows it. */
function versionView(row: Selectable<CommissionTemplatesTable>): CommissionTemplateVersion {
  return {
    id: row.id,
    effective_from: row.effective_from,
    categories: categoriesView(parseCategories(row.categories_json)),
    operator_id: row.operator_id,
    created_at: row.created_at,
  };
}

/** GET /api/admin/commission/templates: every version (latest to take effect first) and the one in force today. */
export async function listTemplateVersions(context: AppContext) {
  const today = shanghaiDate(context.now());
  const [inForce, rows] = await Promise.all([templateInForce(context.db, today), selectTemplateVersions(context.db)]);
  return { in_force_id: inForce.id, versions: rows.map(versionView) };
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
    const version = versionView(row);
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
