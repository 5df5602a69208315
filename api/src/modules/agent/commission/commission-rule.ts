/**
 * The commission rule of 全民代理 (issue 15), as pure functions over integer micro-USDT.
 *
 * - An agent's team is everyone below them, at any depth; team performance is the team's valid
 *   stake in a day, per game category. The agent's own stake counts in their upline's team only.
 * - Per category, the template's tiers give a rate (per 10,000 of stake) by the team performance
 *   reached; gross = ⌊Σ categories (team performance × rate) / 10,000⌋.
 * - commission = gross − Σ over each direct member of that member's own gross (rate difference),
 *   never below 0. With rates that never fall as tiers rise, the deduction never exceeds the gross,
 *   and a day pays the whole tree at most top rate × all stake (the sums telescope to the roots).
 */
import { microUsdt, type MicroUsdt } from 'shared-contracts';

/** From `minPerformance` up, `rate` per 10,000 of the whole team performance. */
export interface RateTier {
  minPerformance: MicroUsdt;
  rate: number;
}

/** Tiers by game category, each list lowest first and starting at 0; a category absent pays nothing. */
export type CommissionTemplate = ReadonlyMap<number, readonly RateTier[]>;

/** Stake by game category. */
export type CategoryStakes = ReadonlyMap<number, MicroUsdt>;

export const RATE_BASE = 10_000;

/**
 * The rate of the highest tier `performance` reaches; 0 when none does (or the category has no tiers).
 * @example tierRate([{ minPerformance: 0, rate: 50 }, { minPerformance: 10_000_000_000, rate: 70 }], 12_000_000_000) // 70
 */
export function tierRate(tiers: readonly RateTier[] | undefined, performance: MicroUsdt): number {
  let rate = 0;
  for (const tier of tiers ?? []) if (performance >= tier.minPerformance) rate = tier.rate;
  return rate;
}

/** One category's part of a gross: the performance, the rate it reaches and their product (÷ 10,000, exact). */
export interface CategoryGross {
  gameTypeId: number;
  teamPerformance: MicroUsdt;
  rate: number;
  /** team performance × rate, in micro-USDT × 10,000 (exact; the division comes once, in `grossOf`). */
  scaledGross: bigint;
}

/** Each category's performance, rate and scaled product, in category order. */
export function categoryGrosses(template: CommissionTemplate, team: CategoryStakes): CategoryGross[] {
  return [...team.entries()]
    .filter(([, performance]) => performance > 0)
    .sort(([a], [b]) => a - b)
    .map(([gameTypeId, teamPerformance]) => {
      const rate = tierRate(template.get(gameTypeId), teamPerformance);
      return { gameTypeId, teamPerformance, rate, scaledGross: BigInt(teamPerformance) * BigInt(rate) };
    });
}

/**
 * ⌊Σ categories (team performance × rate) / 10,000⌋: what a team's performance yields before any deduction.
 * @example grossOf(template, new Map([[5, 1_000_000_000]])) // at 50: 5_000_000 (5 USDT of 1,000)
 */
export function grossOf(template: CommissionTemplate, team: CategoryStakes): MicroUsdt {
  const scaled = categoryGrosses(template, team).reduce((sum, part) => sum + part.scaledGross, 0n);
  return microUsdt(Number(scaled / BigInt(RATE_BASE)));
}

export interface AgentCommission {
  gross: MicroUsdt;
  deduction: MicroUsdt;
  /** max(0, gross − deduction). */
  amount: MicroUsdt;
}

/**
 * An agent's commission from their gross and the grosses of their direct members' teams.
 * @example agentCommission(7_000_000, [5_000_000]) // { gross: 7_000_000, deduction: 5_000_000, amount: 2_000_000 }
 */
export function agentCommission(gross: MicroUsdt, directMemberGrosses: Iterable<MicroUsdt>): AgentCommission {
  let deduction = 0;
  for (const memberGross of directMemberGrosses) deduction += memberGross;
  return { gross, deduction: microUsdt(deduction), amount: microUsdt(Math.max(0, gross - deduction)) };
}

/** A player of a day: who invited them and their own valid stake by category. */
export interface TreeMember {
  inviterId: number | null;
  own: CategoryStakes;
}

export interface TreeCommission extends AgentCommission {
  team: Map<number, MicroUsdt>;
}

/**
 * Every agent's commission for a day from each player's own stake and inviter, walking the tree in
 * memory: the rule's reference, which the SQL settlement must agree with. Members' inviters must
 * be in `members` too (roots have null).
 */
export function commissionsOfTree(
  template: CommissionTemplate,
  members: ReadonlyMap<number, TreeMember>,
): Map<number, TreeCommission> {
  const teams = new Map<number, Map<number, MicroUsdt>>();
  for (const [, member] of members) {
    for (let ancestor = member.inviterId; ancestor !== null; ancestor = members.get(ancestor)?.inviterId ?? null) {
      const team = teams.get(ancestor) ?? new Map<number, MicroUsdt>();
      teams.set(ancestor, team);
      for (const [category, stake] of member.own) team.set(category, microUsdt((team.get(category) ?? 0) + stake));
    }
  }
  const grosses = new Map([...teams].map(([agent, team]) => [agent, grossOf(template, team)]));
  const deductions = new Map<number, MicroUsdt>();
  for (const [agent, gross] of grosses) {
    const inviter = members.get(agent)?.inviterId ?? null;
    if (inviter !== null) deductions.set(inviter, microUsdt((deductions.get(inviter) ?? 0) + gross));
  }
  return new Map(
    [...teams].map(([agent, team]) => [
      agent,
      { team, ...agentCommission(grosses.get(agent) ?? microUsdt(0), [deductions.get(agent) ?? microUsdt(0)]) },
    ]),
  );
}

/** Why a template cannot be saved, or null: each category's tiers start at 0, rise strictly, and never lower the rate. */
export function templateFault(template: CommissionTemplate): string | null {
  for (const [category, tiers] of template) {
    if (tiers.length === 0 || tiers[0]!.minPerformance !== 0)
      return `category ${category}: the first tier must start at 0`;
    for (let index = 0; index < tiers.length; index += 1) {
      const tier = tiers[index]!;
      if (!Number.isInteger(tier.rate) || tier.rate < 0 || tier.rate > RATE_BASE)
        return `category ${category}: rate ${tier.rate} out of 0–${RATE_BASE}`;
      const previous = tiers[index - 1];
      if (previous && tier.minPerformance <= previous.minPerformance)
        return `category ${category}: thresholds must rise`;
      if (previous && tier.rate < previous.rate) return `category ${category}: a higher tier may not pay less`;
    }
  }
  return null;
}
