import fc from 'fast-check';
import { microUsdt, RED_PACKET_MAX_COUNT, RED_PACKET_MIN_SHARE } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { nextShare, splittable, type RandomInt, type RedPacketSplit } from './split';

/** Every share of a packet, taken one after another as the grabs would. */
function allShares(total: number, count: number, split: RedPacketSplit, randomInt?: RandomInt): number[] {
  const shares: number[] = [];
  let takenAmount = 0;
  for (let takenCount = 0; takenCount < count; takenCount += 1) {
    const share = nextShare(
      { total: microUsdt(total), count, takenCount, takenAmount: microUsdt(takenAmount), split },
      randomInt,
    );
    shares.push(share);
    takenAmount += share;
  }
  return shares;
}

const lowest: RandomInt = (min) => min;
const highest: RandomInt = (_min, maxExclusive) => maxExclusive - 1;

describe('red packet split', () => {
  it('cuts equal shares to the micro-USDT, the last taking the remainder', () => {
    expect(allShares(10_000_000, 3, 'equal')).toEqual([3_333_333, 3_333_333, 3_333_334]);
    expect(allShares(1_000_001, 100, 'equal')).toEqual([...Array(99).fill(10_000), 10_001]);
    expect(allShares(30_000, 3, 'equal')).toEqual([10_000, 10_000, 10_000]);
  });

  it('keeps random shares in 0.01 steps between 0.01 and twice the average, the last taking the rest', () => {
    // 1 USDT in 4: the first at most 2 × 0.25 = 0.50, the next 2 × 0.50 / 3 → 0.33, then 0.16 (0.01 left for the last).
    expect(allShares(1_000_000, 4, 'random', highest)).toEqual([500_000, 330_000, 160_000, 10_000]);
    expect(allShares(1_000_000, 4, 'random', lowest)).toEqual([10_000, 10_000, 10_000, 970_000]);
    // Twice the average would be 1.00, but the other share needs 0.01 of it; sub-cent amounts stay with the last.
    expect(allShares(1_005_001, 2, 'random', highest)).toEqual([990_000, 15_001]);
  });

  it('leaves 0.01 for every later share even when twice the average would not', () => {
    // 0.03 in 3: twice the average is 0.02, but the others need 0.02 of the 0.03.
    expect(allShares(30_000, 3, 'random', highest)).toEqual([10_000, 10_000, 10_000]);
    expect(allShares(35_000, 3, 'random', highest)).toEqual([10_000, 10_000, 15_000]);
  });

  it('asks the random source for whole steps in its range', () => {
    const asked: Array<[number, number]> = [];
    allShares(2_000_000, 3, 'random', (min, max) => {
      asked.push([min, max]);
      return min;
    });
    expect(asked).toEqual([
      [1, 134],
      [1, 199],
    ]);
  });

  it('refuses to cut what cannot give each share 0.01, or a packet with nothing left', () => {
    expect(splittable(microUsdt(RED_PACKET_MIN_SHARE * 100), 100)).toBe(true);
    expect(splittable(microUsdt(RED_PACKET_MIN_SHARE * 100 - 1), 100)).toBe(false);
    const state = { total: microUsdt(50_000), count: 5, takenAmount: microUsdt(50_000), split: 'random' as const };
    expect(() => nextShare({ ...state, takenCount: 5 })).toThrow(RangeError);
    expect(() => nextShare({ ...state, takenCount: 4 })).toThrow(RangeError);
  });

  it('always sums exactly to the total in `count` shares of at least 0.01 (fast-check, crypto randomness)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: RED_PACKET_MAX_COUNT }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.constantFrom<RedPacketSplit>('random', 'equal'),
        (count, extra, split) => {
          const total = count * RED_PACKET_MIN_SHARE + extra;
          const shares = allShares(total, count, split);
          expect(shares).toHaveLength(count);
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(total);
          for (const share of shares) {
            expect(Number.isSafeInteger(share)).toBe(true);
            expect(share).toBeGreaterThanOrEqual(RED_PACKET_MIN_SHARE);
          }
          // All but the last are whole 0.01 steps when random; equal shares differ only in the last.
          if (split === 'random') for (const share of shares.slice(0, -1)) expect(share % RED_PACKET_MIN_SHARE).toBe(0);
          else expect(new Set(shares.slice(0, -1)).size).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('holds the same with any random source in its range (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: RED_PACKET_MAX_COUNT }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })),
        (count, extra, draws) => {
          const total = count * RED_PACKET_MIN_SHARE + extra;
          const iterator = draws[Symbol.iterator]();
          const source: RandomInt = (min, max) => min + Math.floor(iterator.next().value * (max - min));
          const shares = allShares(total, count, 'random', source);
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(total);
          expect(Math.min(...shares)).toBeGreaterThanOrEqual(RED_PACKET_MIN_SHARE);
        },
      ),
      { numRuns: 300 },
    );
  });
});
