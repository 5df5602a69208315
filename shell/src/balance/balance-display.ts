/**
 * How the balance is shown (spec §9): 4 decimals, counted up over 1 s after a 2 s delay.
 * All in integer micro-USDT; shown amounts are cut, never rounded up, so a player never sees
 * more than they hold.
 */
import { shownUsdt } from 'shared-contracts';

export const COUNT_UP_DELAY_MS = 2000;
export const COUNT_UP_DURATION_MS = 1000;

/** 12_345_678 micro-USDT → '12.3456' (the one rule, in shared-contracts, that remotes use too). */
export const formatBalance = shownUsdt;

/** The amount shown `elapsed` ms into a count-up from `from` to `to` (ease-out, whole micro-USDT). */
export function countUpAt(from: number, to: number, elapsed: number, duration: number = COUNT_UP_DURATION_MS): number {
  if (elapsed <= 0) return from;
  if (elapsed >= duration) return to;
  const progress = 1 - (1 - elapsed / duration) ** 3;
  return from + Math.round((to - from) * progress);
}
