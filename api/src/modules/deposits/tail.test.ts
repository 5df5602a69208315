import fc from 'fast-check';
import { MAX_AMOUNT, microUsdt } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { freeActualAmounts, randomSlot, tailRange, TAIL_SLOTS, TAIL_STEP } from './tail';

describe('the amount tail', () => {
  it('offers amount + 0.0001 … amount + 0.0999, none of the held ones, ascending', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 20_000_000, max: 1_000_000_000_000 }),
        fc.array(fc.integer({ min: 1, max: TAIL_SLOTS }), { maxLength: 60 }),
        (amount, heldSlots) => {
          const held = heldSlots.map((slot) => amount + slot * TAIL_STEP);
          const free = freeActualAmounts(microUsdt(amount), held);
          expect(free.length).toBe(TAIL_SLOTS - new Set(heldSlots).size);
          for (const actual of free) {
            expect(held).not.toContain(actual);
            expect((actual - amount) % TAIL_STEP).toBe(0);
            expect(actual - amount).toBeGreaterThanOrEqual(100);
            expect(actual - amount).toBeLessThanOrEqual(99_900);
          }
          expect([...free].sort((a, b) => a - b)).toEqual(free);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('has no slot left when all 999 are held, and none above the largest amount', () => {
    const amount = microUsdt(20_000_000);
    const { low, high } = tailRange(amount);
    const all = Array.from({ length: TAIL_SLOTS }, (_, index) => low + index * TAIL_STEP);
    expect(all.at(-1)).toBe(high);
    expect(freeActualAmounts(amount, all)).toEqual([]);
    expect(freeActualAmounts(microUsdt(MAX_AMOUNT - 250), [])).toEqual([MAX_AMOUNT - 150, MAX_AMOUNT - 50]);
  });

  it('picks one of the free amounts', () => {
    const free = freeActualAmounts(microUsdt(20_000_000), []);
    for (let draw = 0; draw < 50; draw += 1) expect(free).toContain(randomSlot(free));
  });
});
