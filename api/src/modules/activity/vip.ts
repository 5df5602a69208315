/**
 * A player's VIP level: the VIP promotion's levels (type 7, used even while it is off) and their
 * cumulative stake. Shared by the sub-features: rebates (rebates/) pay the rates of this level.
 */
import type { Kysely } from 'kysely';
import { vipParamsSchema, type VipLevel } from 'shared-contracts';
import type { Database } from '../../db/schema';
import { levelFor } from './rules/vip-levels';
import { selectCumulativeStake, selectVipParamsJson } from './store';

/** The VIP levels as configured, lowest first; [] when there is no VIP promotion (or its params do not parse). */
export async function vipLevels(db: Kysely<Database>): Promise<VipLevel[]> {
  const json = await selectVipParamsJson(db);
  if (json === undefined) return [];
  const parsed = vipParamsSchema.safeParse(JSON.parse(json));
  return parsed.success ? [...parsed.data.levels].sort((a, b) => a.level - b.level) : [];
}

/** The level the player's cumulative stake (through `throughDay` when given) reaches, or null. */
export async function vipLevelOf(
  db: Kysely<Database>,
  playerId: number,
  throughDay?: string,
): Promise<VipLevel | null> {
  const levels = await vipLevels(db);
  if (levels.length === 0) return null;
  return levelFor(levels, await selectCumulativeStake(db, playerId, throughDay));
}
