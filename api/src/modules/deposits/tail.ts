/**
 * The amount tail of pool mode: what makes each open order's payment amount unique on its address.
 *
 * Rule: actual_amount = amount + k × 0.0001 USDT (k × 100 micro-USDT), k from 1 to 999, so a player
 * pays at most 0.0999 USDT more than asked. k is chosen at random among the free slots of the
 * address: a slot is held while an order on that address with that payment amount is open, and for
 * QUARANTINE_MS after any order's window with it ended (whatever became of the order), so a late
 * payment for an old order can never be matched to a new one. Why 4 decimals: the balance shows
 * 4 decimals, so the player sees the whole payment credited, and the overpay stays tiny.
 */
import { randomInt } from 'node:crypto';
import { MAX_AMOUNT, microUsdt, type MicroUsdt } from 'shared-contracts';

/** 0.0001 USDT. */
export const TAIL_STEP = 100;
export const TAIL_SLOTS = 999;
/** How long an order's payment amount stays held after its window ends. */
export const QUARANTINE_MS = 24 * 60 * 60 * 1000;

/** The payment amounts an order for `amount` may get: amount + 0.0001 … amount + 0.0999. */
export function tailRange(amount: MicroUsdt): { low: MicroUsdt; high: MicroUsdt } {
  return { low: microUsdt(amount + TAIL_STEP), high: microUsdt(amount + TAIL_SLOTS * TAIL_STEP) };
}

/**
 * The free payment amounts for `amount`, ascending: every tail slot no held amount takes, and none
 * above MAX_AMOUNT (a transfer beyond it is never matched).
 * @example freeActualAmounts(microUsdt(20_000_000), [20_000_100]) // [20_000_200, …, 20_099_900]
 */
export function freeActualAmounts(amount: MicroUsdt, held: Iterable<number>): MicroUsdt[] {
  const taken = new Set(held);
  const free: MicroUsdt[] = [];
  for (let slot = 1; slot <= TAIL_SLOTS; slot += 1) {
    const actual = amount + slot * TAIL_STEP;
    if (actual > MAX_AMOUNT) break;
    if (!taken.has(actual)) free.push(microUsdt(actual));
  }
  return free;
}

/** Chooses one of the free amounts (never called with none). */
export type SlotPicker = (free: readonly MicroUsdt[]) => MicroUsdt;

/** The rule's choice: uniform among the free slots, so concurrent orders rarely race for one. */
export const randomSlot: SlotPicker = (free) => free[randomInt(free.length)]!;
