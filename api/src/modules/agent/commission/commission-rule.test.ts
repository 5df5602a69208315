/** The commission rule as pure functions: worked examples, template faults, and properties on random trees. */
import fc from 'fast-check';
import { microUsdt, type MicroUsdt } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import {
  agentCommission,
  commissionsOfTree,
  grossOf,
  RATE_BASE,
  templateFault,
  tierRate,
  type CommissionTemplate,
  type RateTier,
  type TreeMember,
} from './commission-rule';
import { randomDay, type RandomDay } from '../../../test/agent-days';

const USDT = 1_000_000;
/** Migration 015's default: ≥ 0 → 50, ≥ 10,000 → 70, ≥ 50,000 → 90, ≥ 200,000 USDT → 120 per 10,000. */
const TIERS: RateTier[] = [
  { minPerformance: microUsdt(0), rate: 50 },
  { minPerformance: microUsdt(10_000 * USDT), rate: 70 },
  { minPerformance: microUsdt(50_000 * USDT), rate: 90 },
  { minPerformance: microUsdt(200_000 * USDT), rate: 120 },
];
const TEMPLATE: CommissionTemplate = new Map([
  [1, TIERS],
  [2, TIERS],
]);
const stakes = (entries: [number, number][]) =>
  new Map(entries.map(([category, stake]) => [category, microUsdt(stake)]));

describe('tierRate', () => {
  it.each([
    [0, 50],
    [10_000 * USDT - 1, 50],
    [10_000 * USDT, 70],
    [50_000 * USDT - 1, 70],
    [50_000 * USDT, 90],
    [200_000 * USDT - 1, 90],
    [200_000 * USDT, 120],
    [9_000_000 * USDT, 120],
  ])('a team performance of %i micro-USDT reaches rate %i', (performance, rate) => {
    expect(tierRate(TIERS, microUsdt(performance))).toBe(rate);
  });

  it('pays nothing in a category without tiers', () => {
    expect(tierRate(undefined, microUsdt(1_000 * USDT))).toBe(0);
    expect(tierRate([], microUsdt(1_000 * USDT))).toBe(0);
  });
});

describe('grossOf', () => {
  it('is performance × rate / 10,000 in one category: 1,000 USDT at 50 is 5 USDT', () => {
    expect(grossOf(TEMPLATE, stakes([[1, 1_000 * USDT]]))).toBe(5 * USDT);
  });

  it('reaches tiers per category, not on the sum of categories', () => {
    // 12,000 in category 1 reaches 70 (84 USDT); 3,000 in category 2 stays at 50 (15 USDT), though 15,000 in all.
    expect(
      grossOf(
        TEMPLATE,
        stakes([
          [1, 12_000 * USDT],
          [2, 3_000 * USDT],
        ]),
      ),
    ).toBe(99 * USDT);
  });

  it('floors once, after the sum of categories', () => {
    // 101 micro × 50 = 5,050 per category: 0 each when floored alone, 1 micro-USDT together.
    expect(grossOf(TEMPLATE, stakes([[1, 101]]))).toBe(0);
    expect(
      grossOf(
        TEMPLATE,
        stakes([
          [1, 101],
          [2, 101],
        ]),
      ),
    ).toBe(1);
  });

  it('counts nothing of a category the template does not name', () => {
    expect(grossOf(TEMPLATE, stakes([[7, 1_000 * USDT]]))).toBe(0);
  });
});

describe('agentCommission and the tree', () => {
  it('takes the direct members’ gross off, never below 0', () => {
    expect(agentCommission(microUsdt(7 * USDT), [microUsdt(5 * USDT)])).toEqual({
      gross: 7 * USDT,
      deduction: 5 * USDT,
      amount: 2 * USDT,
    });
    expect(agentCommission(microUsdt(5), [microUsdt(3), microUsdt(4)]).amount).toBe(0);
  });

  it('pays the rate difference down a chain of 3 levels: A → B → C → D', () => {
    // D stakes 8,000, C 4,000, B 40,000 USDT in category 1; A's own stake would count above A only.
    const members = new Map<number, TreeMember>([
      [1, { inviterId: null, own: stakes([[1, 1_000 * USDT]]) }],
      [2, { inviterId: 1, own: stakes([[1, 40_000 * USDT]]) }],
      [3, { inviterId: 2, own: stakes([[1, 4_000 * USDT]]) }],
      [4, { inviterId: 3, own: stakes([[1, 8_000 * USDT]]) }],
    ]);
    const paid = commissionsOfTree(TEMPLATE, members);
    // C: 8,000 at 50 = 40. B: 12,000 at 70 = 84, less C's 40 = 44. A: 52,000 at 90 = 468, less B's 84 = 384.
    expect(paid.get(3)).toMatchObject({ gross: 40 * USDT, deduction: 0, amount: 40 * USDT });
    expect(paid.get(2)).toMatchObject({ gross: 84 * USDT, deduction: 40 * USDT, amount: 44 * USDT });
    expect(paid.get(1)).toMatchObject({ gross: 468 * USDT, deduction: 84 * USDT, amount: 384 * USDT });
    expect(paid.has(4)).toBe(false);
    // The tree pays A's gross in all: 52,000 × 0.9 %.
    expect([...paid.values()].reduce((sum, agent) => sum + agent.amount, 0)).toBe(468 * USDT);
  });
});

describe('templateFault', () => {
  const fault = (tiers: { minPerformance: number; rate: number }[]) =>
    templateFault(new Map([[1, tiers.map((tier) => ({ ...tier, minPerformance: microUsdt(tier.minPerformance) }))]]));

  it('accepts the default template and equal rates on rising thresholds', () => {
    expect(templateFault(TEMPLATE)).toBeNull();
    expect(
      fault([
        { minPerformance: 0, rate: 50 },
        { minPerformance: 10, rate: 50 },
      ]),
    ).toBeNull();
  });

  it.each([
    ['no tiers', [], 'first tier'],
    ['a first tier above 0', [{ minPerformance: 5, rate: 50 }], 'first tier'],
    [
      'a threshold that does not rise',
      [
        { minPerformance: 0, rate: 50 },
        { minPerformance: 0, rate: 60 },
      ],
      'rise',
    ],
    [
      'a higher tier paying less',
      [
        { minPerformance: 0, rate: 50 },
        { minPerformance: 10, rate: 40 },
      ],
      'pay less',
    ],
    ['a rate above 10,000', [{ minPerformance: 0, rate: RATE_BASE + 1 }], 'out of'],
    ['a negative rate', [{ minPerformance: 0, rate: -1 }], 'out of'],
    ['a fractional rate', [{ minPerformance: 0, rate: 1.5 }], 'out of'],
  ])('refuses %s', (_, tiers, words) => {
    expect(fault(tiers)).toContain(words);
  });
});

describe('properties on random trees', () => {
  const topRate = (day: RandomDay) => Math.max(0, ...[...day.template.values()].flat().map((tier) => tier.rate));
  /** Stake that counts in some team: every player who has an inviter. */
  const countedStake = (day: RandomDay) =>
    [...day.members.values()]
      .filter((member) => member.inviterId !== null)
      .reduce((sum, member) => sum + [...member.own.values()].reduce((all, stake) => all + stake, 0), 0);

  it('never pays an agent below 0, nor the tree more than top rate × the stake that counts', () => {
    fc.assert(
      fc.property(randomDay, (day) => {
        expect(templateFault(day.template)).toBeNull();
        const paid = [...commissionsOfTree(day.template, day.members).values()];
        for (const agent of paid) expect(agent.amount).toBeGreaterThanOrEqual(0);
        const total = paid.reduce((sum, agent) => sum + agent.amount, 0);
        const bound = (BigInt(topRate(day)) * BigInt(countedStake(day))) / BigInt(RATE_BASE);
        expect(BigInt(total) <= bound).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('pays each agent their team’s gross less the direct members’ teams’ grosses (teams found top-down)', () => {
    fc.assert(
      fc.property(randomDay, (day) => {
        const children = new Map<number, number[]>();
        for (const [id, member] of day.members)
          if (member.inviterId !== null)
            children.set(member.inviterId, [...(children.get(member.inviterId) ?? []), id]);
        const teamOf = (agent: number): Map<number, MicroUsdt> => {
          const team = new Map<number, MicroUsdt>();
          for (const child of children.get(agent) ?? [])
            for (const [category, stake] of [...day.members.get(child)!.own, ...teamOf(child)])
              team.set(category, microUsdt((team.get(category) ?? 0) + stake));
          return team;
        };
        const paid = commissionsOfTree(day.template, day.members);
        for (const [agentId, agent] of paid) {
          const direct = (children.get(agentId) ?? []).map((child) => grossOf(day.template, teamOf(child)));
          expect(agentCommission(grossOf(day.template, teamOf(agentId)), direct)).toEqual({
            gross: agent.gross,
            deduction: agent.deduction,
            amount: agent.amount,
          });
        }
      }),
      { numRuns: 200 },
    );
  });
});
