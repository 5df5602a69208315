/** What an operator reads of promotions: the 13 types with their claims, and a type's saved versions. */
import {
  formatUsdt,
  microUsdt,
  PROMOTION_TYPE_MAX,
  PROMOTION_TYPE_MIN,
  RULE_KIND_OF_TYPE,
  type PromotionAdmin,
  type PromotionGroup,
} from 'shared-contracts';
import type { AppContext } from '../../../context';
import { formatShanghaiTime } from '../../../shanghai-time';
import {
  selectClaimTotals,
  selectPromotionRow,
  selectPromotionRows,
  selectPromotionVersions,
  type PromotionRow,
} from './admin-store';

/** A stored promotion as the operator sees it: the period as Asia/Shanghai wall times, the params as stored. */
export function promotionView(row: PromotionRow): PromotionAdmin {
  return {
    id: row.id,
    activity_type: row.type,
    title: row.title,
    summary: row.summary,
    group: row.group_key as PromotionGroup,
    cover: row.cover,
    rules_html: row.rules_html,
    starts_at: formatShanghaiTime(row.starts_at),
    ends_at: row.ends_at === null ? null : formatShanghaiTime(row.ends_at),
    status: row.status,
    sort: row.sort,
    version: row.version,
    params: JSON.parse(row.params_json),
    updated_at: row.updated_at,
  };
}

/** GET /api/admin/promotions: types 1–13 in order, each with its promotion (null until saved) and every claim of it. */
export async function listPromotionsAdmin(context: AppContext) {
  const [rows, totals] = await Promise.all([selectPromotionRows(context.db), selectClaimTotals(context.db)]);
  const list = [];
  for (let type = PROMOTION_TYPE_MIN; type <= PROMOTION_TYPE_MAX; type += 1) {
    const row = rows.find((candidate) => candidate.type === type);
    const claims = totals.find((total) => total.activityType === type);
    list.push({
      activity_type: type,
      kind: RULE_KIND_OF_TYPE[type as keyof typeof RULE_KIND_OF_TYPE],
      promotion: row === undefined ? null : promotionView(row),
      claim_count: claims?.count ?? 0,
      claim_total: formatUsdt(claims?.amount ?? microUsdt(0)),
    });
  }
  return { list };
}

/** GET /api/admin/promotions/:type/versions: every saved version, newest first (none for a type never saved). */
export async function listPromotionVersions(context: AppContext, type: number) {
  const row = await selectPromotionRow(context.db, type);
  if (row === undefined) return { list: [] };
  const versions = await selectPromotionVersions(context.db, row.id);
  return {
    list: versions.map((version) => ({
      version: version.version,
      operator_id: version.operator_id,
      operator_name: version.operator_name,
      created_at: version.created_at,
      promotion: promotionView(JSON.parse(version.snapshot_json) as PromotionRow),
    })),
  };
}

/** Whether any promotion was ever saved (the demo seed fills only an empty table). */
export async function promotionsConfigured(context: AppContext): Promise<boolean> {
  return (await selectPromotionRows(context.db)).length > 0;
}
