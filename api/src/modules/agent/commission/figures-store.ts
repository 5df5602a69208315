/**
 * SQL of an agent's figures over days: a day the settlement has marked 'settled' is read from
 * agent_commissions (what was paid), any other day from agent_estimates (what the job computed
 * so far). Both read the agents' rows over their (agent_id, day) primary keys.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

/** Days both included; a null start reaches back to the first day. */
export interface DayRange {
  startDate: string | null;
  endDate: string;
}

/** Sums per agent: PostgreSQL sums bigints as numeric text, so callers read them with Number(). */
export interface SummedFigures {
  agent_id: number;
  team: number | string;
  direct: number | string;
  amount: number | string;
}

// Qualified: commission_days, joined to the settled rows, has a team_performance of its own.
const sums = (table: 'agent_commissions' | 'agent_estimates') =>
  [
    sql<number | string>`coalesce(sum(${sql.ref(`${table}.team_performance`)}), 0)`.as('team'),
    sql<number | string>`coalesce(sum(${sql.ref(`${table}.direct_performance`)}), 0)`.as('direct'),
    sql<number | string>`coalesce(sum(${sql.ref(`${table}.amount`)}), 0)`.as('amount'),
  ] as const;

function settledRows(db: Db, agentIds: readonly number[], days: DayRange) {
  let query = db
    .selectFrom('agent_commissions')
    .innerJoin('commission_days', (join) =>
      join.onRef('commission_days.day', '=', 'agent_commissions.day').on('commission_days.status', '=', 'settled'),
    )
    .where('agent_commissions.agent_id', 'in', agentIds)
    .where('agent_commissions.day', '<=', days.endDate);
  if (days.startDate !== null) query = query.where('agent_commissions.day', '>=', days.startDate);
  return query;
}

function estimatedRows(db: Db, agentIds: readonly number[], days: DayRange) {
  let query = db
    .selectFrom('agent_estimates')
    .where('agent_estimates.agent_id', 'in', agentIds)
    .where('agent_estimates.day', '<=', days.endDate)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('commission_days')
            .select('commission_days.day')
            .whereRef('commission_days.day', '=', 'agent_estimates.day')
            .where('commission_days.status', '=', 'settled'),
        ),
      ),
    );
  if (days.startDate !== null) query = query.where('agent_estimates.day', '>=', days.startDate);
  return query;
}

/** Team and direct performance and commission of settled days, summed per agent (agents without rows absent). */
export function sumSettledFigures(db: Db, agentIds: readonly number[], days: DayRange): Promise<SummedFigures[]> {
  if (agentIds.length === 0) return Promise.resolve([]);
  return settledRows(db, agentIds, days)
    .select(['agent_commissions.agent_id', ...sums('agent_commissions')])
    .groupBy('agent_commissions.agent_id')
    .execute();
}

/** The same from the estimates of days not (yet) settled. */
export function sumEstimatedFigures(db: Db, agentIds: readonly number[], days: DayRange): Promise<SummedFigures[]> {
  if (agentIds.length === 0) return Promise.resolve([]);
  return estimatedRows(db, agentIds, days)
    .select(['agent_estimates.agent_id', ...sums('agent_estimates')])
    .groupBy('agent_estimates.agent_id')
    .execute();
}

/** One agent's per-category breakdowns (categories_json) of every settled or estimated day of the range. */
export async function selectCategoryBreakdowns(db: Db, agentId: number, days: DayRange): Promise<string[]> {
  const [settled, estimated] = await Promise.all([
    settledRows(db, [agentId], days).select('agent_commissions.categories_json').execute(),
    estimatedRows(db, [agentId], days).select('agent_estimates.categories_json').execute(),
  ]);
  return [...settled, ...estimated].map((row) => row.categories_json);
}
