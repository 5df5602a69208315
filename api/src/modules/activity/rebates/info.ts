/** GET /api/plat/task/rebate (/benefit): the player's level and rates, the settled days waiting for a claim, today so far. */
import { formatUsdt, microUsdt, type RebateInfo } from 'shared-contracts';
import type { AppContext } from '../../../context';
import { shanghaiDate } from '../../../shanghai-time';
import { selectWaitingDays } from './claim-store';
import { rebateOf, totalStake } from './rule';
import { selectPlayerDayStakes } from './store';
import { vipLevelOf } from '../vip';

/** The newest waiting days listed (the total counts every one). */
export const REBATE_WAITING_SHOWN = 30;

/**
 * What /benefit shows of rebates. Today's estimate is the settlement's own rule over today's stake
 * so far at the level reached now; the settled figure (after 00:05 tomorrow) may differ only by
 * rounds settled later today.
 */
export async function rebateInfo(context: AppContext, playerId: number): Promise<RebateInfo> {
  const { db } = context;
  const level = await vipLevelOf(db, playerId);
  const rates = level?.rebate ?? [];
  const waiting = await selectWaitingDays(db, playerId, REBATE_WAITING_SHOWN);
  const today = await selectPlayerDayStakes(db, playerId, shanghaiDate(context.now()));
  return {
    vip_level: level?.level ?? 0,
    vip_name: level?.name ?? '',
    waiting: waiting.rows.map((row) => ({
      day: row.day,
      stake: formatUsdt(microUsdt(Number(row.stake))),
      amount: formatUsdt(microUsdt(Number(row.amount))),
    })),
    waiting_total: formatUsdt(waiting.total),
    today_stake: formatUsdt(totalStake(today)),
    today_estimate: formatUsdt(rebateOf(today, rates)),
    rates: rates.map((entry) => ({ game_type_id: entry.game_type_id, rate: entry.rate })),
  };
}
