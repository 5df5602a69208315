/**
 * 反水 settlement, the same pattern as commission: a job settles each ended Asia/Shanghai day after
 * a 5-minute grace (00:05) into player_rebates rows (primary key player and day: paid once), which
 * wait for the player's claim on /benefit (every waiting day in one transfer, rebate-claim.ts). A
 * player sees what is waiting, and a rerun, a concurrent run or a crash halfway changes nothing
 * already written: a closed day's stakes never change and the rows' key keeps whichever run wrote first.
 */
import { apiMessages, microUsdt, type MicroUsdt } from 'shared-contracts';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { refuse } from '../../errors';
import { shanghaiDate } from '../../shanghai-time';
import { isCalendarDay, SETTLEMENT_BATCH_SIZE, settleableFrom } from '../agent';
import { selectDayStakes, selectHasPerformance, type OwnStake } from '../agent';
import { addDays } from '../../record-period';
import { rebateOf, totalStake } from './rebate-rule';
import { rebateSettings } from './rebate-settings';
import {
  insertPlayerRebates,
  insertRebateDayIfAbsent,
  markRebateDayDone,
  selectCumulativeStakes,
  selectRebateDay,
  selectRebateDaysByStatus,
} from './rebate-store';
import { levelFor } from './rules/vip-levels';
import { vipLevels } from './vip';

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

export interface RebateSettleOptions {
  batchSize?: number;
  /** Called after each batch committed (tests throw here to stand for a crash mid-run). */
  afterBatch?: (batchIndex: number) => void | Promise<void>;
}

/** A run row as the settlement answers it. */
export function settlementOf(row: NonNullable<Awaited<ReturnType<typeof selectRebateDay>>>): RebateDaySettlement {
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
 * Settles `day` (YYYY-MM-DD, Asia/Shanghai): each player who played gets one row when their
 * rebate is above 0, at the rates of the VIP level their cumulative stake through that day reached.
 * A settled day answers its totals and does nothing. Refused while rebates are off.
 */
export async function settleRebateDay(
  context: AppContext,
  day: string,
  options: RebateSettleOptions = {},
): Promise<RebateDaySettlement> {
  if (!isCalendarDay(day)) throw refuse(apiMessages.agentDayInvalid);
  if (context.now() < settleableFrom(day)) throw refuse(apiMessages.rebateDayNotOver);
  const { db } = context;
  const before = await selectRebateDay(db, day);
  if (before?.status === 'done') return settlementOf(before);
  if (!(await rebateSettings(db)).enabled) throw refuse(apiMessages.rebateDisabled);
  await insertRebateDayIfAbsent(db, day, context.now().toISOString());
  const levels = await vipLevels(db);
  const players = stakesByPlayer(await selectDayStakes(db, day));
  const batchSize = options.batchSize ?? SETTLEMENT_BATCH_SIZE;
  const at = context.now().toISOString();
  for (let start = 0, batch = 0; start < players.length; start += batchSize, batch += 1) {
    const slice = players.slice(start, start + batchSize);
    const cumulative = await selectCumulativeStakes(
      db,
      slice.map(([playerId]) => playerId),
      day,
    );
    const rows = slice.flatMap(([playerId, stakes]) => {
      const level = levelFor(levels, cumulative.get(playerId) ?? microUsdt(0));
      const amount = rebateOf(stakes, level?.rebate ?? []);
      if (!level || amount <= 0) return [];
      const stake = totalStake(stakes);
      return [{ player_id: playerId, day, vip_level: level.level, stake, amount, claim_id: null, created_at: at }];
    });
    await inTransaction(db, (trx) => insertPlayerRebates(trx, rows));
    await options.afterBatch?.(batch);
  }
  await markRebateDayDone(db, day, context.now().toISOString());
  return settlementOf((await selectRebateDay(db, day))!);
}

/**
 * The job: settles, oldest first, every day up to yesterday (at most REBATE_LOOKBACK_DAYS back)
 * that had stake and is not done, and any run left 'running', once past its grace. Nothing while
 * rebates are off.
 */
export async function settleDueRebateDays(context: AppContext): Promise<RebateDaySettlement[]> {
  if (!(await rebateSettings(context.db)).enabled) return [];
  const now = context.now();
  const today = shanghaiDate(now);
  const from = addDays(today, -REBATE_LOOKBACK_DAYS);
  const done = new Set(await selectRebateDaysByStatus(context.db, 'done', from));
  const active: string[] = [];
  for (let day = from; day < today; day = addDays(day, 1))
    if (!done.has(day) && (await selectHasPerformance(context.db, day))) active.push(day);
  const running = await selectRebateDaysByStatus(context.db, 'running');
  const due = [...new Set([...active, ...running])].filter((day) => now >= settleableFrom(day)).sort();
  const results: RebateDaySettlement[] = [];
  for (const day of due) results.push(await settleRebateDay(context, day));
  return results;
}
