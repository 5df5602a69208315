/** Tables of the agent programme (migration 015). Days are Asia/Shanghai 'YYYY-MM-DD'; money is micro-USDT. */
import type { Generated } from 'kysely';
import type { MicroUsdt } from 'shared-contracts';

/** The referral tree as a closure table: every (ancestor, descendant) pair at depth ≥ 1. */
export interface AgentTreeTable {
  ancestor_id: number;
  descendant_id: number;
  /** 1 for a direct member. */
  depth: number;
  /** The descendant's registration time. */
  joined_at: string;
}

/** A player's valid stake (settled rounds) by the day the rounds settled and by game category. */
export interface PlayerDailyPerformanceTable {
  player_id: number;
  day: string;
  game_type_id: number;
  rounds: number;
  stake: MicroUsdt;
}

/** A version of the rate template, in force from `effective_from` until a later version's. */
export interface CommissionTemplatesTable {
  id: Generated<number>;
  effective_from: string;
  /** [{ game_type_id, tiers: [{ min_performance (micro-USDT), rate (per 10,000) }] }] */
  categories_json: string;
  operator_id: number | null;
  created_at: string;
  /** A scheduled version cancelled before its day began (migration 029); null otherwise. */
  cancelled_at: Generated<string | null>;
  cancelled_by: Generated<number | null>;
}

/** One settlement run per day: 'running' until every agent's row is written. */
export interface CommissionDaysTable {
  day: string;
  status: 'running' | 'settled';
  template_id: number;
  agents: Generated<number>;
  team_performance: Generated<MicroUsdt>;
  commission: Generated<MicroUsdt>;
  started_at: string;
  finished_at: string | null;
}

/** An agent's commission for one settled day; the primary key (agent, day) pays it once. */
export interface AgentCommissionsTable {
  agent_id: number;
  day: string;
  team_performance: MicroUsdt;
  direct_performance: MicroUsdt;
  /** [{ game_type_id, team_performance, rate, gross }] */
  categories_json: string;
  gross: MicroUsdt;
  deduction: MicroUsdt;
  amount: MicroUsdt;
  template_id: number;
  /** COMMISSION_STATUS: 0 nothing to claim, 1 unclaimed, 2 claimed. */
  status: number;
  claim_id: number | null;
  created_at: string;
}

/** Today's (or a not yet settled day's) figures so far, recomputed every few minutes. */
export interface AgentEstimatesTable {
  agent_id: number;
  day: string;
  team_performance: MicroUsdt;
  direct_performance: MicroUsdt;
  categories_json: string;
  amount: MicroUsdt;
  computed_at: string;
}

/** A claim: every unclaimed day of the agent moved into the wallet by one ledger transfer. */
export interface CommissionClaimsTable {
  id: Generated<number>;
  player_id: number;
  request_id: string;
  amount: MicroUsdt;
  days: number;
  transfer_id: number;
  created_at: string;
}
