import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MicroUsdt } from 'shared-contracts';
import { balancedLegs, movement, transferInputHash, UnbalancedTransferError } from './postings';

/** Brands without the check, so the rules' own run-time checks meet fractions and unsafe sizes too. */
const micro = (amount: number) => amount as MicroUsdt;

describe('posting rules', () => {
  it('keeps one leg per account, sorted, and drops legs that cancel out', () => {
    expect(
      balancedLegs([
        { accountId: 3, amount: micro(-7) },
        { accountId: 1, amount: micro(5) },
        { accountId: 2, amount: micro(4) },
        { accountId: 2, amount: micro(-2) },
        { accountId: 4, amount: micro(1) },
        { accountId: 4, amount: micro(-1) },
      ]),
    ).toEqual([
      { accountId: 1, amount: micro(5) },
      { accountId: 2, amount: micro(2) },
      { accountId: 3, amount: micro(-7) },
    ]);
  });

  it('refuses what is not a transfer: unbalanced, fractional, one-sided, empty, unsafe', () => {
    const refused = (postings: Array<{ accountId: number; amount: MicroUsdt }>) =>
      expect(() => balancedLegs(postings)).toThrow(UnbalancedTransferError);
    refused([
      { accountId: 1, amount: micro(5) },
      { accountId: 2, amount: micro(-4) },
    ]);
    refused([
      { accountId: 1, amount: micro(0.5) },
      { accountId: 2, amount: micro(-0.5) },
    ]);
    refused([
      { accountId: 1, amount: micro(5) },
      { accountId: 1, amount: micro(-5) },
    ]);
    refused([]);
    refused([
      { accountId: 1, amount: micro(Number.MAX_SAFE_INTEGER) },
      { accountId: 1, amount: micro(1) },
      { accountId: 2, amount: micro(-1) },
    ]);
    refused([
      { accountId: 0, amount: micro(5) },
      { accountId: 2, amount: micro(-5) },
    ]);
  });

  it('balances every movement of a positive amount, and refuses others', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 2 ** 50 }),
        (from, to, amount) => {
          fc.pre(from !== to);
          const legs = balancedLegs(movement(from, to, micro(amount)));
          expect(legs.reduce((sum, leg) => sum + leg.amount, 0)).toBe(0);
          expect(legs.find((leg) => leg.accountId === from)?.amount).toBe(-amount);
        },
      ),
    );
    expect(() => movement(1, 2, micro(0))).toThrow(UnbalancedTransferError);
    expect(() => movement(1, 2, micro(-3))).toThrow(UnbalancedTransferError);
  });

  it('fingerprints the input: same legs same hash, any change another', () => {
    const legs = movement(1, 2, micro(100));
    expect(transferInputHash('bet', 'r1', legs)).toBe(transferInputHash('bet', 'r1', balancedLegs(legs)));
    expect(transferInputHash('bet', 'r1', legs)).not.toBe(transferInputHash('bet', 'r1', movement(1, 2, micro(101))));
    expect(transferInputHash('bet', 'r1', legs)).not.toBe(transferInputHash('win', 'r1', legs));
    expect(transferInputHash('bet', 'r1', legs)).not.toBe(transferInputHash('bet', 'r2', legs));
  });
});
