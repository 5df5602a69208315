/**
 * The limits of a withdrawal request, pure: per request, per Asia/Shanghai day (count and amount
 * of the requests not rejected), and pending at once; and the most a player can ask for now.
 */
import {
  apiMessages,
  largestWithdrawal,
  microUsdt,
  withdrawRefusals,
  type MicroUsdt,
  writeUsdt,
} from 'shared-contracts';
import { shanghaiDate, shanghaiMidnightUtc } from '../../../shanghai-time';
import type { Rules } from '../settings/settings';

/**
 * The instant (ISO UTC) the Asia/Shanghai day of `now` began.
 * @example shanghaiDayStart(new Date('2026-01-01T17:00:00Z')) // '2026-01-01T16:00:00.000Z'
 */
export function shanghaiDayStart(now: Date): string {
  return shanghaiMidnightUtc(shanghaiDate(now)).toISOString();
}

/** Today's requests so far (not rejected): how many and their amounts together. */
export interface DailyUse {
  count: number;
  total: number;
}

/** Why a request of `amount` breaks the rules (the Chinese refusal), or null when it keeps them. */
export function limitRefusal(rules: Rules, amount: MicroUsdt, used: DailyUse, pending: number): string | null {
  if (amount < rules.minAmount) return withdrawRefusals.belowMinimum(writeUsdt(rules.minAmount));
  if (amount > rules.maxAmount) return withdrawRefusals.aboveMaximum(writeUsdt(rules.maxAmount));
  if (used.count >= rules.dailyCount) return withdrawRefusals.dailyCount(rules.dailyCount);
  const left = Math.max(0, rules.dailyAmount - used.total);
  if (amount > left) return withdrawRefusals.dailyAmount(writeUsdt(microUsdt(left)));
  if (pending >= rules.maxPending) return apiMessages.withdrawPendingExists;
  return null;
}

/**
 * The most the player can ask for now (what 全部 fills in): the balance less the fee, within the
 * per-request maximum and what is left of today's amount; 0 while a turnover requirement is open,
 * a cap is used up, or the result is below the minimum.
 */
export function withdrawableAmount(
  rules: Rules,
  balance: MicroUsdt,
  used: DailyUse,
  pending: number,
  turnoverRemaining: MicroUsdt,
): MicroUsdt {
  if (turnoverRemaining > 0 || used.count >= rules.dailyCount || pending >= rules.maxPending) return microUsdt(0);
  const affordable = largestWithdrawal(balance, rules.feeFixed, rules.feeRateBps);
  const most = Math.min(affordable, rules.maxAmount, Math.max(0, rules.dailyAmount - used.total));
  return microUsdt(most >= rules.minAmount ? most : 0);
}
