import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balancedLegs, movement, transferInputHash, UnbalancedTransferError } from './postings';

describe('posting rules', () => {
  it('keeps one leg per account, sorted, and drops legs that cancel out', () => {
    expect(
      balancedLegs([
        { accountId: 3, amount: -7 },
        { accountId: 1, amount: 5 },
        { accountId: 2, amount: 4 },
        { accountId: 2, amount: -2 },
        { accountId: 4, amount: 1 },
        { accountId: 4, amount: -1 },
      ]),
    ).toEqual([
      { accountId: 1, amount: 5 },
      { accountId: 2, amount: 2 },
      { accountId: 3, amount: -7 },
    ]);
  });

  it('refuses what is not a transfer: unbalanced, fractional, one-sided, empty, unsafe', () => {
    const refused = (postings: Array<{ accountId: number; amount: number }>) => expect(() => balancedLegs(postings)).toThrow(UnbalancedTransferError);
    refused([
      { accountId: 1, amount: 5 },
      { accountId: 2, amount: -4 },
    ]);
    refused([
      { accountId: 1, amount: 0.5 },
      { accountId: 2, amount: -0.5 },
    ]);
    refused([
      { accountId: 1, amount: 5 },
      { accountId: 1, amount: -5 },
    ]);
    refused([]);
    refused([
      { accountId: 1, amount: Number.MAX_SAFE_INTEGER },
      { accountId: 1, amount: 1 },
      { accountId: 2, amount: -1 },
    ]);
    refused([
      { accountId: 0, amount: 5 },
      { accountId: 2, amount: -5 },
    ]);
  });

  it('balances every movement of a positive amount, and refuses others', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 2 ** 50 }), (from, to, amount) => {
        fc.pre(from !== to);
        const legs = balancedLegs(movement(from, to, amount));
        expect(legs.reduce((sum, leg) => sum + leg.amount, 0)).toBe(0);
        expect(legs.find((leg) => leg.accountId === from)?.amount).toBe(-amount);
      }),
    );
    expect(() => movement(1, 2, 0)).toThrow(UnbalancedTransferError);
    expect(() => movement(1, 2, -3)).toThrow(UnbalancedTransferError);
  });

  it('fingerprints the input: same legs same hash, any change another', () => {
    const legs = movement(1, 2, 100);
    expect(transferInputHash('bet', 'r1', legs)).toBe(transferInputHash('bet', 'r1', balancedLegs(legs)));
    expect(transferInputHash('bet', 'r1', legs)).not.toBe(transferInputHash('bet', 'r1', movement(1, 2, 101)));
    expect(transferInputHash('bet', 'r1', legs)).not.toBe(transferInputHash('win', 'r1', legs));
    expect(transferInputHash('bet', 'r1', legs)).not.toBe(transferInputHash('bet', 'r2', legs));
  });
});
