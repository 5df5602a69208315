/** The operator's list of settlement runs: one per settled (or settling) day, with what has been claimed of it. */
import { formatUsdt, microUsdt, type CommissionDay } from 'shared-contracts';
import type { AppContext } from '../../../context';
import { selectCommissionDaysPage } from './settlement-store';

/** GET /api/admin/commission/days: a page of runs, newest day first, and how many runs there are. */
export async function listCommissionDays(
  context: AppContext,
  query: { page: number; size: number },
): Promise<{ total: number; items: CommissionDay[] }> {
  const { total, rows } = await selectCommissionDaysPage(context.db, query.size, (query.page - 1) * query.size);
  return {
    total,
    items: rows.map((row) => ({
      day: row.day,
      status: row.status,
      template_id: row.template_id,
      agents: row.agents,
      team_performance: formatUsdt(row.team_performance),
      commission: formatUsdt(row.commission),
      claimed: formatUsdt(microUsdt(row.claimed)),
      started_at: row.started_at,
      finished_at: row.finished_at,
    })),
  };
}
