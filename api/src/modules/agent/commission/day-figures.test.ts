/** The settlement's in-memory arithmetic over closure rows agrees with the rule's reference walk of the tree. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closureOf, randomDay, teamRowsOf } from '../../../test/agent-days';
import { commissionsOfTree } from './commission-rule';
import { dayFigures } from './day-figures';

describe('dayFigures', () => {
  it('gives every agent the reference’s gross, deduction and amount on random trees', () => {
    fc.assert(
      fc.property(randomDay, (day) => {
        const reference = commissionsOfTree(day.template, day.members);
        const figures = dayFigures(day.template, teamRowsOf(day.members));
        const byAgent = new Map(figures.map((agent) => [agent.agentId, agent]));
        // The SQL sees only agents with a descendant's row; the reference also lists agents whose team staked nothing.
        for (const agent of figures) expect(reference.has(agent.agentId)).toBe(true);
        for (const [agentId, expected] of reference) {
          const actual = byAgent.get(agentId) ?? { gross: 0, deduction: 0, amount: 0 };
          expect({ agentId, gross: actual.gross, deduction: actual.deduction, amount: actual.amount }).toEqual({
            agentId,
            gross: expected.gross,
            deduction: expected.deduction,
            amount: expected.amount,
          });
        }
      }),
      { numRuns: 300 },
    );
  });

  it('sums each agent’s team and direct performance, with each category’s own floored gross', () => {
    fc.assert(
      fc.property(randomDay, (day) => {
        const closure = closureOf(day.members);
        for (const agent of dayFigures(day.template, teamRowsOf(day.members))) {
          const stakeOf = (id: number) => [...day.members.get(id)!.own.values()].reduce((sum, stake) => sum + stake, 0);
          const below = closure.filter((row) => row.ancestor_id === agent.agentId);
          expect(agent.teamPerformance).toBe(below.reduce((sum, row) => sum + stakeOf(row.descendant_id), 0));
          expect(agent.directPerformance).toBe(
            below.filter((row) => row.depth === 1).reduce((sum, row) => sum + stakeOf(row.descendant_id), 0),
          );
          for (const part of agent.categories)
            expect(part.gross).toBe(Math.floor((part.team_performance * part.rate) / 10_000));
          expect(agent.categories.reduce((sum, part) => sum + part.gross, 0)).toBeLessThanOrEqual(agent.gross);
        }
      }),
      { numRuns: 100 },
    );
  });
});
