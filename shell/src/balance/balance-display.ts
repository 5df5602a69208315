/**
 * How the balance is shown (spec §9): 4 decimals, counted up over 1 s after a 2 s delay.
 * All in integer micro-USDT; shown amounts are cut, never rounded up, so a player never sees
 * more than they hold.
 */
import { MICRO_PER_USDT } from 'shared-contracts';

export const COUNT_UP_DELAY_MS = 2000;
export const COUNT_UP_DURATION_MS = 1000;

const MICRO_PER_SHOWN_UNIT = MICRO_PER_USDT / 10_000;

/** 12_345_678 micro-USDT → '12.3456'. */
export function formatBalance(micro: number): string {
  const sign = micro < 0 ? '-' : '';
  const units = Math.floor(Math.abs(micro) / MICRO_PER_SHOWN_UNIT);
  const whole = Math.floor(units / 10_000);
  return `${sign}${whole}.${String(units % 10_000).padStart(4, '0')}`;
}

/** The amount shown `elapsed` ms into a count-up from `from` to `to` (ease-out, whole micro-USDT). */
export function countUpAt(from: number, to: number, elapsed: number, duration: number = COUNT_UP_DURATION_MS): number {
  if (elapsed <= 0) return from;
  if (elapsed >= duration) return to;
  const progress = 1 - (1 - elapsed / duration) ** 3;
  return from + Math.round((to - from) * progress);
}
