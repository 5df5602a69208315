/**
 * The daily commission settlement, a rule of the settlement engine (modules/settlement): an ended
 * Asia/Shanghai day's commission of every agent with team activity, written once per (agent, day)
 * into agent_commissions, the day's run in commission_days. The engine makes it safe to rerun, to
 * run twice at once and to resume after a crash; the rule keeps the figures of a closed day fixed
 * (performance counts by settlement day, and the run row names the template it settles by).
 */
import { apiMessages, COMMISSION_STATUS, type MicroUsdt } from 'shared-contracts';
import type { AppContext } from '../../../context';
import { DomainError, refuse } from '../../../errors';
import {
  selectHasPerformance,
  settleDay,
  settleDueDays as settleDueDaysBy,
  type DayRun,
  type SettleOptions,
  type SettlementRule,
} from '../../settlement';
import { dayTeamPerformance } from '../team/day-team';
import { selectTemplateById } from '../templates/store';
import {
  parseCategories,
  templateInForce,
  templateOf,
  templateRowInForce,
  type TemplateVersion,
} from '../templates/templates';
import { dayFigures, type AgentDayFigures } from './day-figures';

/** How far back the job looks for days left unsettled (the site was down, the job was off). */
export const SETTLEMENT_LOOKBACK_DAYS = 40;

export type { SettleOptions };

/** The day is not over yet (or its grace has not passed): nothing may be settled. */
export class DayNotOverError extends DomainError {
  constructor() {
    super(400, apiMessages.agentDayNotOver);
    this.name = 'DayNotOverError';
  }
}

export interface DaySettlement {
  day: string;
  status: 'running' | 'settled';
  templateId: number;
  agents: number;
  /** Σ direct performance of the day's rows: the stake of every player who has an inviter, once. */
  teamPerformance: MicroUsdt;
  commission: MicroUsdt;
  startedAt: string;
  finishedAt: string | null;
}

function settlementOf(row: DayRun<'commission_days'>): DaySettlement {
  return {
    day: row.day,
    status: row.status,
    templateId: row.template_id,
    agents: Number(row.agents),
    teamPerformance: Number(row.team_performance) as MicroUsdt,
    commission: Number(row.commission) as MicroUsdt,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  };
}

/** The version a run settles by: the one its run row names (a resumed run keeps the first run's choice). */
async function versionOf(context: AppContext, day: string, templateId: number): Promise<TemplateVersion> {
  const inForce = await templateInForce(context.db, day);
  if (inForce.id === templateId) return inForce;
  const row = await selectTemplateById(context.db, templateId);
  if (!row) throw new Error(`commission template ${templateId} is gone`);
  const categories = parseCategories(row.categories_json);
  return { id: row.id, effectiveFrom: row.effective_from, template: templateOf(categories), categories };
}

function commissionRow(day: string, templateId: number, at: string, agent: AgentDayFigures) {
  return {
    agent_id: agent.agentId,
    day,
    team_performance: agent.teamPerformance,
    direct_performance: agent.directPerformance,
    categories_json: JSON.stringify(agent.categories),
    gross: agent.gross,
    deduction: agent.deduction,
    amount: agent.amount,
    template_id: templateId,
    status: agent.amount > 0 ? COMMISSION_STATUS.unclaimed : COMMISSION_STATUS.none,
    claim_id: null,
    created_at: at,
  };
}

/** Every agent with team activity gets one row, unclaimed when the amount is above 0. */
const commissionRule: SettlementRule<'commission_days', 'agent_commissions', AgentDayFigures, DaySettlement> = {
  days: 'commission_days',
  closedStatus: 'settled',
  rows: 'agent_commissions',
  rowKey: ['agent_id', 'day'],
  totals: { agents: 'count', team_performance: { sum: 'direct_performance' }, commission: { sum: 'amount' } },
  lookbackDays: SETTLEMENT_LOOKBACK_DAYS,
  dayNotOver: () => new DayNotOverError(),
  open: async (context, day, existing) => {
    if (existing) return {};
    // Before the first version (the programme's start) there is nothing to settle by.
    const inForce = await templateRowInForce(context.db, day);
    if (!inForce) throw refuse(apiMessages.agentDayBeforeProgramme);
    return { template_id: inForce.id };
  },
  hasActivity: selectHasPerformance,
  work: async (context, run) => {
    const version = await versionOf(context, run.day, run.template_id);
    return {
      items: dayFigures(version.template, await dayTeamPerformance(context.db, run.day)),
      rowsOf: (agents, at) => agents.map((agent) => commissionRow(run.day, version.id, at, agent)),
    };
  },
  resultOf: settlementOf,
};

/**
 * Settles `day` (YYYY-MM-DD, Asia/Shanghai): every agent with team activity gets one row, unclaimed
 * when the amount is above 0. A settled day answers its totals and does nothing.
 * @throws DayNotOverError before the day's end plus the grace (modules/settlement) by `context.now()`
 */
export function settleCommissionDay(
  context: AppContext,
  day: string,
  options: SettleOptions = {},
): Promise<DaySettlement> {
  return settleDay(context, commissionRule, day, options);
}

/**
 * The job: settles, oldest first, every day up to yesterday (at most SETTLEMENT_LOOKBACK_DAYS back)
 * that had performance and is not settled, and any run left 'running', once past its grace.
 */
export function settleDueDays(context: AppContext): Promise<DaySettlement[]> {
  return settleDueDaysBy(context, commissionRule);
}
