/**
 * A day's commission of every agent from its team performance rows (team/day-team.ts), in memory: the rule of
 * commission-rule.ts applied once per agent (gross), then each agent's gross taken off their
 * inviter's (rate difference). Linear in the rows; no tree walk.
 */
import { microUsdt, type MicroUsdt } from 'shared-contracts';
import { agentCommission, categoryGrosses, RATE_BASE, type CommissionTemplate } from './commission-rule';
import type { TeamPerformanceRow } from '../team/day-team-store';

/** One category as the records show it: gross = ⌊performance × rate / 10,000⌋ of that category alone. */
export interface CategoryFigure {
  game_type_id: number;
  team_performance: number;
  rate: number;
  gross: number;
}

export interface AgentDayFigures {
  agentId: number;
  inviterId: number | null;
  teamPerformance: MicroUsdt;
  directPerformance: MicroUsdt;
  categories: CategoryFigure[];
  gross: MicroUsdt;
  deduction: MicroUsdt;
  amount: MicroUsdt;
}

interface AgentTeam {
  inviterId: number | null;
  team: Map<number, MicroUsdt>;
  direct: number;
}

function teamsOf(rows: readonly TeamPerformanceRow[]): Map<number, AgentTeam> {
  const teams = new Map<number, AgentTeam>();
  for (const row of rows) {
    let agent = teams.get(row.agent_id);
    if (!agent) teams.set(row.agent_id, (agent = { inviterId: row.inviter_id, team: new Map(), direct: 0 }));
    agent.team.set(row.game_type_id, microUsdt((agent.team.get(row.game_type_id) ?? 0) + row.team));
    agent.direct += row.direct;
  }
  return teams;
}

/**
 * Every agent's figures for a day, by agent id. An agent's inviter always has a row too (the
 * inviter's team holds the agent's), so each gross is deducted where it belongs.
 */
export function dayFigures(template: CommissionTemplate, rows: readonly TeamPerformanceRow[]): AgentDayFigures[] {
  const figures: AgentDayFigures[] = [];
  for (const [agentId, { inviterId, team, direct }] of teamsOf(rows)) {
    const parts = categoryGrosses(template, team);
    const scaled = parts.reduce((sum, part) => sum + part.scaledGross, 0n);
    figures.push({
      agentId,
      inviterId,
      teamPerformance: microUsdt([...team.values()].reduce((sum, stake) => sum + stake, 0)),
      directPerformance: microUsdt(direct),
      categories: parts.map((part) => ({
        game_type_id: part.gameTypeId,
        team_performance: part.teamPerformance,
        rate: part.rate,
        gross: Number(part.scaledGross / BigInt(RATE_BASE)),
      })),
      gross: microUsdt(Number(scaled / BigInt(RATE_BASE))),
      deduction: microUsdt(0),
      amount: microUsdt(0),
    });
  }
  const deductions = new Map<number, number>();
  for (const agent of figures)
    if (agent.inviterId !== null) deductions.set(agent.inviterId, (deductions.get(agent.inviterId) ?? 0) + agent.gross);
  for (const agent of figures) {
    const { deduction, amount } = agentCommission(agent.gross, [microUsdt(deductions.get(agent.agentId) ?? 0)]);
    agent.deduction = deduction;
    agent.amount = amount;
  }
  return figures.sort((a, b) => a.agentId - b.agentId);
}
