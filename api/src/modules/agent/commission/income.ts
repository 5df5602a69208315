/**
 * 我的收入 (POST broker/player/log): the totals of the agent's commission (all, claimed, unclaimed)
 * and, by type, the daily records newest day first or the claims newest first.
 */
import {
  COMMISSION_STATUS,
  formatUsdt,
  microUsdt,
  type AgentLogResult,
  type CommissionClaim,
  type DailyCommission,
} from 'shared-contracts';
import type { AppContext } from '../../../context';
import { formatShanghaiTime } from '../../../shanghai-time';
import { parseCommissionCategories } from './figures';
import { selectClaimPage, selectCommissionPage, sumCommissionsByStatus } from './income-store';
import { decodeClaimCursor, decodeDayCursor, encodeClaimCursor, encodeDayCursor } from './log-cursor';

export interface LogInput {
  type: 'commission' | 'claim';
  cursor?: string | undefined;
  size: number;
}

type Page<T> = { items: T[]; next_cursor: string | null };

async function commissionPage(context: AppContext, agentId: number, input: LogInput): Promise<Page<DailyCommission>> {
  const rows = await selectCommissionPage(context.db, agentId, decodeDayCursor(input.cursor), input.size + 1);
  const shown = rows.slice(0, input.size);
  return {
    items: shown.map((row) => ({
      day: row.day,
      team_performance: formatUsdt(row.team_performance),
      direct_performance: formatUsdt(row.direct_performance),
      categories: parseCommissionCategories(row.categories_json).map((category) => ({
        game_type_id: category.game_type_id,
        team_performance: formatUsdt(category.team_performance),
        rate: category.rate,
        gross: formatUsdt(category.gross),
      })),
      gross: formatUsdt(row.gross),
      deduction: formatUsdt(row.deduction),
      amount: formatUsdt(row.amount),
      status: row.status,
    })),
    next_cursor: rows.length > input.size ? encodeDayCursor(shown.at(-1)!.day) : null,
  };
}

async function claimPage(context: AppContext, agentId: number, input: LogInput): Promise<Page<CommissionClaim>> {
  const rows = await selectClaimPage(context.db, agentId, decodeClaimCursor(input.cursor), input.size + 1);
  const shown = rows.slice(0, input.size);
  return {
    items: shown.map((row) => ({
      id: row.id,
      amount: formatUsdt(row.amount),
      days: row.days,
      created_at: formatShanghaiTime(row.created_at),
    })),
    next_cursor: rows.length > input.size ? encodeClaimCursor(shown.at(-1)!.id) : null,
  };
}

/** The agent's totals and one page of the list `type` names. */
export async function agentLog(context: AppContext, agentId: number, input: LogInput): Promise<AgentLogResult> {
  const [totals, commissions, claims] = await Promise.all([
    sumCommissionsByStatus(context.db, agentId),
    input.type === 'commission' ? commissionPage(context, agentId, input) : null,
    input.type === 'claim' ? claimPage(context, agentId, input) : null,
  ]);
  const total = [...totals.values()].reduce((sum, amount) => sum + amount, 0);
  return {
    type: input.type,
    total_commission: formatUsdt(microUsdt(total)),
    claimed_commission: formatUsdt(microUsdt(totals.get(COMMISSION_STATUS.claimed) ?? 0)),
    unclaimed_commission: formatUsdt(microUsdt(totals.get(COMMISSION_STATUS.unclaimed) ?? 0)),
    commissions: commissions?.items ?? [],
    claims: claims?.items ?? [],
    next_cursor: (commissions ?? claims)?.next_cursor ?? null,
  };
}
