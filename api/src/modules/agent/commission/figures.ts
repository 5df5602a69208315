/**
 * An agent's figures over a range of days, the one reading every screen shares: settled days as
 * paid (agent_commissions; no row = nothing that day), other days as estimated (agent_estimates).
 */
import type { Kysely } from 'kysely';
import { microUsdt, type MicroUsdt } from 'shared-contracts';
import type { Database } from '../../../db/schema';
import { RATE_BASE } from './commission-rule';
import {
  selectCategoryBreakdowns,
  sumEstimatedFigures,
  sumSettledFigures,
  type DayRange,
  type SummedFigures,
} from './figures-store';

export type { DayRange };

export interface AgentFigures {
  team: MicroUsdt;
  direct: MicroUsdt;
  commission: MicroUsdt;
}

export const NO_FIGURES: AgentFigures = { team: microUsdt(0), direct: microUsdt(0), commission: microUsdt(0) };

/** Each agent's team and direct performance and commission over the days (agents without any: NO_FIGURES). */
export async function agentFiguresOverDays(
  db: Kysely<Database>,
  agentIds: readonly number[],
  days: DayRange,
): Promise<Map<number, AgentFigures>> {
  const [settled, estimated] = await Promise.all([
    sumSettledFigures(db, agentIds, days),
    sumEstimatedFigures(db, agentIds, days),
  ]);
  const figures = new Map(agentIds.map((id) => [id, NO_FIGURES]));
  const add = (row: SummedFigures) => {
    const sum = figures.get(row.agent_id) ?? NO_FIGURES;
    figures.set(row.agent_id, {
      team: microUsdt(sum.team + Number(row.team)),
      direct: microUsdt(sum.direct + Number(row.direct)),
      commission: microUsdt(sum.commission + Number(row.amount)),
    });
  };
  settled.forEach(add);
  estimated.forEach(add);
  return figures;
}

/** One category of a settled or estimated day, as stored in categories_json (micro-USDT). */
export interface StoredCommissionCategory {
  game_type_id: number;
  team_performance: MicroUsdt;
  rate: number;
  gross: MicroUsdt;
}

const integer = (value: unknown): number => {
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : 0;
};

/**
 * A row's categories_json: [{ game_type_id, team_performance, rate, gross }]. A gross the row
 * does not carry is the category's own ⌊performance × rate / 10,000⌋ (what the settlement writes).
 */
export function parseCommissionCategories(json: string): StoredCommissionCategory[] {
  const parsed: unknown = JSON.parse(json);
  if (!Array.isArray(parsed)) return [];
  return parsed.map((entry: Record<string, unknown>) => {
    const performance = integer(entry.team_performance);
    const rate = integer(entry.rate);
    // BigInt: stake × rate may pass 2^53 before the division.
    const gross =
      entry.gross === undefined
        ? Number((BigInt(performance) * BigInt(rate)) / BigInt(RATE_BASE))
        : integer(entry.gross);
    return {
      game_type_id: integer(entry.game_type_id),
      team_performance: microUsdt(performance),
      rate,
      gross: microUsdt(gross),
    };
  });
}

/** One agent's team performance per category over the days, from each day's breakdown. */
export async function teamByCategoryOverDays(
  db: Kysely<Database>,
  agentId: number,
  days: DayRange,
): Promise<Map<number, MicroUsdt>> {
  const byCategory = new Map<number, MicroUsdt>();
  for (const json of await selectCategoryBreakdowns(db, agentId, days))
    for (const category of parseCommissionCategories(json))
      byCategory.set(
        category.game_type_id,
        microUsdt((byCategory.get(category.game_type_id) ?? 0) + category.team_performance),
      );
  return byCategory;
}
