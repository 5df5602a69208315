/**
 * VIP levels (type 7's parameters), pure: the level a cumulative valid stake reaches. Rebates use
 * the same levels for their rates, so a player's level is one number everywhere.
 */
import { parseUsdt, type MicroUsdt, type VipLevel } from 'shared-contracts';

/**
 * The highest level whose min_stake the stake reaches, or null below the lowest.
 * @example levelFor([{ level: 0, min_stake: '0', … }, { level: 1, min_stake: '1000', … }], microUsdt(1_000_000_000)) // level 1
 */
export function levelFor(levels: readonly VipLevel[], cumulativeStake: MicroUsdt): VipLevel | null {
  let reached: VipLevel | null = null;
  for (const level of levels) {
    const min = parseUsdt(level.min_stake) ?? Number.POSITIVE_INFINITY;
    if (cumulativeStake >= min && (reached === null || level.level > reached.level)) reached = level;
  }
  return reached;
}
