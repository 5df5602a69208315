/**
 * 反水, pure: a day's rebate of one player is Σ over categories of floor(stake × rate / 10,000),
 * with the rates (per 10,000) of the player's VIP level. A category the level does not list pays 0;
 * each category is floored on its own so the sum never pays a micro-USDT the parts do not hold.
 */
import { microUsdt, type MicroUsdt } from 'shared-contracts';

export interface CategoryStake {
  game_type_id: number;
  stake: MicroUsdt;
}

export interface CategoryRate {
  game_type_id: number;
  /** Per 10,000 of valid stake. */
  rate: number;
}

/**
 * The rebate of one day's stakes at the given rates.
 * @example rebateOf([{ game_type_id: 5, stake: microUsdt(1_000_000_000) }], [{ game_type_id: 5, rate: 80 }]) // 8 USDT
 */
export function rebateOf(stakes: readonly CategoryStake[], rates: readonly CategoryRate[]): MicroUsdt {
  const rateOf = new Map(rates.map((entry) => [entry.game_type_id, entry.rate]));
  let total = 0;
  // BigInt: a stake of up to 10^15 micro-USDT times a rate of 500 exceeds 2^53.
  for (const { game_type_id, stake } of stakes)
    total += Number((BigInt(stake) * BigInt(rateOf.get(game_type_id) ?? 0)) / 10_000n);
  return microUsdt(total);
}

/** Σ stake of the categories (what a player_rebates row records as the day's stake). */
export function totalStake(stakes: readonly CategoryStake[]): MicroUsdt {
  return microUsdt(stakes.reduce((sum, entry) => sum + entry.stake, 0));
}
