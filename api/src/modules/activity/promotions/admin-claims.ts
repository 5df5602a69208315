/** The operator's claims report: claims of promotions and rebates, paged, filtered by type, player and Asia/Shanghai days. */
import { apiMessages, formatUsdt, type promotionClaimsQuerySchema } from 'shared-contracts';
import type { z } from 'zod';
import type { AppContext } from '../../../context';
import { refuse } from '../../../errors';
import { shanghaiMidnightUtc } from '../../../shanghai-time';
import { promotionInstant } from './admin-checks';
import { selectClaimsPage, selectClaimTotals, type ClaimFilter } from './admin-store';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The filter of a query: its days as UTC bounds (the end day included); refused for a day that does not exist or an inverted range. */
function claimFilter(query: z.output<typeof promotionClaimsQuerySchema>): ClaimFilter {
  for (const day of [query.start_date, query.end_date])
    if (day !== undefined && promotionInstant(`${day} 00:00:00`) === null) throw refuse(apiMessages.recordDateInvalid);
  // Same-length 'YYYY-MM-DD' texts compare as the days they name.
  if (query.start_date !== undefined && query.end_date !== undefined && query.start_date > query.end_date)
    throw refuse(apiMessages.recordDateOrder);
  return {
    activityType: query.activity_type,
    playerId: query.player_id,
    createdFrom: query.start_date === undefined ? undefined : shanghaiMidnightUtc(query.start_date).toISOString(),
    createdBefore:
      query.end_date === undefined
        ? undefined
        : new Date(shanghaiMidnightUtc(query.end_date).getTime() + DAY_MS).toISOString(),
  };
}

/** GET /api/admin/promotion-claims: a page of the matching claims (newest first) and per-type totals over all of them. */
export async function listPromotionClaims(context: AppContext, query: z.output<typeof promotionClaimsQuerySchema>) {
  const filter = claimFilter(query);
  const [totals, rows] = await Promise.all([
    selectClaimTotals(context.db, filter),
    selectClaimsPage(context.db, filter, query.size, (query.page - 1) * query.size),
  ]);
  return {
    total: totals.reduce((sum, row) => sum + row.count, 0),
    items: rows.map((row) => ({
      ...row,
      amount: formatUsdt(row.amount),
      turnover_required: formatUsdt(row.turnover_required),
    })),
    totals: totals.map((row) => ({
      activity_type: row.activityType,
      count: row.count,
      amount: formatUsdt(row.amount),
    })),
  };
}
