/**
 * 反水 settlement, a rule of the settlement engine (modules/settlement) as commission is: a job
 * settles each ended Asia/Shanghai day after a 5-minute grace (00:05) into player_rebates rows
 * (primary key player and day: paid once), which wait for the player's claim on /benefit (every
 * waiting day in one transfer, claim.ts). The engine keeps the day's run in rebate_days: a rerun,
 * a concurrent run or a crash halfway changes nothing already written.
 */
import type { Selectable } from 'kysely';
import { apiMessages, microUsdt, type MicroUsdt } from 'shared-contracts';
import type { AppContext } from '../../../context';
import type { RebateDaysTable } from '../../../db/schema';
import { refuse } from '../../../errors';
import {
  selectDayStakes,
  selectHasPerformance,
  settleDay,
  settleDueDays,
  type OwnStake,
  type SettleOptions,
  type SettlementRule,
} from '../../settlement';
import { levelFor } from '../rules/vip-levels';
import { vipLevels } from '../vip';
import { rebateOf, totalStake } from './rule';
import { rebateSettings } from './settings';
import { selectCumulativeStakes } from './store';

/** How far back the job looks for days left unsettled (the site was down, or rebates were off a while). */
export const REBATE_LOOKBACK_DAYS = 7;

export interface RebateDaySettlement {
  day: string;
  status: 'running' | 'done';
  players: number;
  amount: MicroUsdt;
  startedAt: string;
  finishedAt: string | null;
}

export type RebateSettleOptions = SettleOptions;

/** A run row as the settlement answers it. */
export function settlementOf(row: Selectable<RebateDaysTable>): RebateDaySettlement {
  return {
    day: row.day,
    status: row.status,
    players: Number(row.players),
    amount: microUsdt(Number(row.amount)),
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  };
}

/** The day's stakes by player, players in id order (so batches are the same in every run). */
function stakesByPlayer(rows: readonly OwnStake[]): Array<[number, OwnStake[]]> {
  const byPlayer = new Map<number, OwnStake[]>();
  for (const row of rows) byPlayer.set(row.player_id, [...(byPlayer.get(row.player_id) ?? []), row]);
  return [...byPlayer.entries()].sort(([a], [b]) => a - b);
}

/**
 * Each player who played gets one row when their rebate is above 0, at the rates of the VIP level
 * their cumulative stake through that day reached. Refused while rebates are off (a settled day
 * still answers its totals: the engine answers it before asking).
 */
const rebateRule: SettlementRule<'rebate_days', 'player_rebates', [number, OwnStake[]], RebateDaySettlement> = {
  days: 'rebate_days',
  closedStatus: 'done',
  rows: 'player_rebates',
  rowKey: ['player_id', 'day'],
  // No index leads with day: closing reads the day's rows once, in the job, never in a request.
  totals: { players: 'count', amount: { sum: 'amount' } },
  lookbackDays: REBATE_LOOKBACK_DAYS,
  dayNotOver: () => refuse(apiMessages.rebateDayNotOver),
  isOn: async (context) => (await rebateSettings(context.db)).enabled,
  open: async (context) => {
    if (!(await rebateSettings(context.db)).enabled) throw refuse(apiMessages.rebateDisabled);
    return {};
  },
  hasActivity: selectHasPerformance,
  work: async ({ db }, { day }) => {
    const levels = await vipLevels(db);
    return {
      items: stakesByPlayer(await selectDayStakes(db, day)),
      rowsOf: async (players, at) => {
        const cumulative = await selectCumulativeStakes(
          db,
          players.map(([playerId]) => playerId),
          day,
        );
        return players.flatMap(([playerId, stakes]) => {
          const level = levelFor(levels, cumulative.get(playerId) ?? microUsdt(0));
          const amount = rebateOf(stakes, level?.rebate ?? []);
          if (!level || amount <= 0) return [];
          const stake = totalStake(stakes);
          return [{ player_id: playerId, day, vip_level: level.level, stake, amount, claim_id: null, created_at: at }];
        });
      },
    };
  },
  resultOf: settlementOf,
};

/**
 * Settles `day` (YYYY-MM-DD, Asia/Shanghai) by the rebate rule. A settled day answers its totals and
 * does nothing. Refused while rebates are off, and before the day's end plus the grace.
 */
export function settleRebateDay(
  context: AppContext,
  day: string,
  options: RebateSettleOptions = {},
): Promise<RebateDaySettlement> {
  return settleDay(context, rebateRule, day, options);
}

/**
 * The job: settles, oldest first, every day up to yesterday (at most REBATE_LOOKBACK_DAYS back)
 * that had stake and is not done, and any run left 'running', once past its grace. Nothing while
 * rebates are off.
 */
export function settleDueRebateDays(context: AppContext): Promise<RebateDaySettlement[]> {
  return settleDueDays(context, rebateRule);
}
