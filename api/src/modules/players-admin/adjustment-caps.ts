/**
 * Whether an adjustment may apply on one operator's word (issue 43): within the single-approval
 * amount, and only while today's (Asia/Shanghai) single-approval totals of its operator and of its
 * player stay within their caps — so splitting a large correction into small ones gets round nothing.
 * The totals are read under locks on the operator and the player, in the adjustment's transaction:
 * of parallel requests, only as many pass as the caps hold.
 */
import type { Kysely } from 'kysely';
import { formatUsdt, microUsdt, type MicroUsdt } from 'shared-contracts';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { shanghaiDate, shanghaiMidnightUtc } from '../../shanghai-time';
import { moneyControlsIn, type MoneyControlLimits } from '../content';
import { lockAdjustmentScopes, selectSingleApprovalTotal } from './adjustment-store';

/** The limits in force (the setting, or the environment's threshold), read in `db`. */
export function adjustmentLimits(context: AppContext, db: Kysely<Database> = context.db): Promise<MoneyControlLimits> {
  return moneyControlsIn(db, context.config.adjustmentApprovalThreshold);
}

const todayStartUtc = (now: Date) => shanghaiMidnightUtc(shanghaiDate(now)).toISOString();

/**
 * Pure: whether a size fits the single amount and both caps, given what was used today.
 * @example fitsSingleApproval(100e6, { operator: 200e6, player: 0 }, limitsOf300) // true (300 ≤ 300 USDT)
 */
export function fitsSingleApproval(
  size: number,
  usedToday: { operator: number; player: number },
  limits: Pick<MoneyControlLimits, 'approvalThreshold' | 'operatorDailyCap' | 'playerDailyCap'>,
): boolean {
  return (
    size <= limits.approvalThreshold &&
    usedToday.operator + size <= limits.operatorDailyCap &&
    usedToday.player + size <= limits.playerDailyCap
  );
}

/**
 * In the adjustment's transaction, before it is inserted: locks the operator and the player, then
 * answers whether `size` (|amount|) applies at once. The locks hold until the transaction ends, so
 * the next request of the same operator or player reads this one's outcome.
 */
export async function appliesAtOnce(
  trx: Kysely<Database>,
  context: AppContext,
  request: { operatorId: number; playerId: number; size: MicroUsdt; now: Date },
): Promise<boolean> {
  await lockAdjustmentScopes(trx, context.dialect, { operatorId: request.operatorId, playerId: request.playerId });
  const limits = await adjustmentLimits(context, trx);
  if (request.size > limits.approvalThreshold) return false;
  const since = todayStartUtc(request.now);
  const usedToday = {
    operator: await selectSingleApprovalTotal(trx, { requestedBy: request.operatorId }, since),
    player: await selectSingleApprovalTotal(trx, { playerId: request.playerId }, since),
  };
  return fitsSingleApproval(request.size, usedToday, limits);
}

/** The caps and what the operator (and the player, when given) used today, as the list shows them. */
export async function capsInForce(context: AppContext, operatorId: number, playerId: number | undefined) {
  const limits = await adjustmentLimits(context);
  const since = todayStartUtc(context.now());
  const operatorUsed = await selectSingleApprovalTotal(context.db, { requestedBy: operatorId }, since);
  const playerUsed = playerId === undefined ? null : await selectSingleApprovalTotal(context.db, { playerId }, since);
  return {
    approval_threshold: formatUsdt(limits.approvalThreshold),
    operator_daily_cap: formatUsdt(limits.operatorDailyCap),
    player_daily_cap: formatUsdt(limits.playerDailyCap),
    operator_used_today: formatUsdt(microUsdt(operatorUsed)),
    player_used_today: playerUsed === null ? null : formatUsdt(microUsdt(playerUsed)),
  };
}
