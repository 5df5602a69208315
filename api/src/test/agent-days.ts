/**
 * Random days of the agent programme for the property tests: a tree of players (each inviter
 * earlier than its member), each player's stake per category, and a valid template (tiers from 0,
 * rising thresholds, rates that never fall); with the closure rows the settlement's SQL would read.
 */
import fc from 'fast-check';
import { microUsdt, type MicroUsdt } from 'shared-contracts';
import type { CommissionTemplate, RateTier, TreeMember } from '../modules/agent/commission/commission-rule';
import type { TeamPerformanceRow } from '../modules/agent/team/day-team-store';

export interface RandomDay {
  template: CommissionTemplate;
  members: Map<number, TreeMember>;
}

const CATEGORIES = [0, 1, 2, 3];

const tiers: fc.Arbitrary<RateTier[]> = fc
  .array(fc.tuple(fc.integer({ min: 1, max: 5_000_000_000 }), fc.integer({ min: 0, max: 400 })), { maxLength: 4 })
  .chain((steps) =>
    fc.integer({ min: 0, max: 200 }).map((firstRate) => {
      let threshold = 0;
      let rate = firstRate;
      const list: RateTier[] = [{ minPerformance: microUsdt(0), rate }];
      for (const [gap, raise] of steps) {
        threshold += gap;
        rate = Math.min(10_000, rate + raise);
        list.push({ minPerformance: microUsdt(threshold), rate });
      }
      return list;
    }),
  );

/** A template naming some of the categories (a category it leaves out pays nothing). */
const template: fc.Arbitrary<CommissionTemplate> = fc
  .subarray(CATEGORIES, { minLength: 1 })
  .chain((named) => fc.tuple(...named.map((category) => tiers.map((list) => [category, list] as const))))
  .map((entries) => new Map(entries));

const member = (count: number) =>
  fc.record({
    // Player i's inviter is one of 1..i-1, or none (a root); ids start at 1.
    inviterPick: fc.option(fc.nat(), { freq: 5 }),
    own: fc.array(fc.tuple(fc.constantFrom(...CATEGORIES), fc.integer({ min: 0, max: 20_000_000_000 })), {
      maxLength: 3,
    }),
    count: fc.constant(count),
  });

export const randomDay: fc.Arbitrary<RandomDay> = fc
  .integer({ min: 1, max: 40 })
  .chain((count) => fc.tuple(template, fc.array(member(count), { minLength: count, maxLength: count })))
  .map(([dayTemplate, generated]) => {
    const members = new Map<number, TreeMember>();
    generated.forEach((player, index) => {
      const id = index + 1;
      const inviterId = id === 1 || player.inviterPick === null ? null : (player.inviterPick % (id - 1)) + 1;
      const own = new Map<number, MicroUsdt>();
      for (const [category, stake] of player.own) own.set(category, microUsdt((own.get(category) ?? 0) + stake));
      members.set(id, { inviterId, own });
    });
    return { template: dayTemplate, members };
  });

/** Every (ancestor, descendant, depth) of the tree, as registration writes agent_tree. */
export function closureOf(members: ReadonlyMap<number, TreeMember>) {
  const rows: { ancestor_id: number; descendant_id: number; depth: number }[] = [];
  for (const [id, player] of members) {
    let depth = 1;
    for (let up = player.inviterId; up !== null; up = members.get(up)!.inviterId, depth += 1)
      rows.push({ ancestor_id: up, descendant_id: id, depth });
  }
  return rows;
}

/** What the settlement's SQL answers for the day, computed in memory: team and direct stake by agent and category. */
export function teamRowsOf(members: ReadonlyMap<number, TreeMember>): TeamPerformanceRow[] {
  const sums = new Map<string, TeamPerformanceRow>();
  for (const row of closureOf(members))
    for (const [category, stake] of members.get(row.descendant_id)!.own) {
      const key = `${row.ancestor_id}|${category}`;
      const sum = sums.get(key) ?? {
        agent_id: row.ancestor_id,
        inviter_id: members.get(row.ancestor_id)!.inviterId,
        game_type_id: category,
        team: microUsdt(0),
        direct: microUsdt(0),
      };
      sum.team = microUsdt(sum.team + stake);
      if (row.depth === 1) sum.direct = microUsdt(sum.direct + stake);
      sums.set(key, sum);
    }
  return [...sums.values()];
}
