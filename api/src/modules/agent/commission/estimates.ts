/**
 * Today's commission so far (and yesterday's while it is not settled): the settlement's own
 * computation over the performance written until now, kept in agent_estimates for the /Agent page.
 * Never paid from; the settled rows replace them.
 */
import type { MicroUsdt } from 'shared-contracts';
import type { AppContext } from '../../../context';
import { inTransaction } from '../../../db/transaction';
import { shanghaiDate } from '../../../shanghai-time';
import { dayTeamPerformance } from '../team/day-team';
import { dayFigures } from './day-figures';
import { addDays } from '../../../record-period';
import { SETTLEMENT_BATCH_SIZE } from '../../settlement';
import { deleteStaleEstimates, upsertEstimateRows } from './estimates-store';
import { selectCommissionDay } from './settlement-store';
import { templateInForce } from '../templates/templates';

/** Estimates are kept this many days back (the read API shows at most this week's and this month's unsettled days). */
export const ESTIMATE_KEEP_DAYS = 7;

export interface EstimateRefresh {
  computedAt: string;
  days: { day: string; agents: number; commission: MicroUsdt }[];
}

async function estimateDay(context: AppContext, day: string, computedAt: string) {
  const { template } = await templateInForce(context.db, day);
  const figures = dayFigures(template, await dayTeamPerformance(context.db, day));
  for (let start = 0; start < figures.length; start += SETTLEMENT_BATCH_SIZE) {
    const rows = figures.slice(start, start + SETTLEMENT_BATCH_SIZE).map((agent) => ({
      agent_id: agent.agentId,
      day,
      team_performance: agent.teamPerformance,
      direct_performance: agent.directPerformance,
      categories_json: JSON.stringify(agent.categories),
      amount: agent.amount,
      computed_at: computedAt,
    }));
    await inTransaction(context.db, (trx) => upsertEstimateRows(trx, rows));
  }
  const commission = figures.reduce((sum, agent) => sum + agent.amount, 0) as MicroUsdt;
  return { day, agents: figures.length, commission };
}

/** Recomputes the estimates of today and of an unsettled yesterday; drops those of settled or old days. */
export async function refreshEstimates(context: AppContext): Promise<EstimateRefresh> {
  const now = context.now();
  const computedAt = now.toISOString();
  const today = shanghaiDate(now);
  const yesterday = addDays(today, -1);
  const days = (await selectCommissionDay(context.db, yesterday))?.status === 'settled' ? [today] : [yesterday, today];
  const refreshed = [];
  for (const day of days) refreshed.push(await estimateDay(context, day, computedAt));
  await deleteStaleEstimates(context.db, addDays(today, -ESTIMATE_KEEP_DAYS));
  return { computedAt, days: refreshed };
}
