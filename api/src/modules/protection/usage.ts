/**
 * How much of each deposit and loss window a player has used, and every limit as the player and
 * the operator see it. Deposits count when credited; losses are stakes minus payouts of the
 * rounds opened in the window (an open round counts as lost until it settles).
 */
import { formatUsdt, LIMIT_KEYS, type LimitKey, type LimitView, type MicroUsdt } from 'shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { selectWalletAccountId } from './account-store';
import { limitsInForce } from './guard';
import { usedInWindow, windowDaysOf, windowResetsAt, windowStart, type DatedAmount } from './limit-windows';
import { selectDepositsSince, selectRoundsSince } from './store';

type Db = Kysely<Database>;
const LONGEST_WINDOW_DAYS = 30;

/** Credited deposits of the longest window, dated. */
export async function depositAmounts(db: Db, playerId: number, now: Date): Promise<DatedAmount[]> {
  const wallet = await selectWalletAccountId(db, playerId);
  if (wallet === null) return [];
  const rows = await selectDepositsSince(db, wallet, windowStart(LONGEST_WINDOW_DAYS, now).toISOString());
  return rows.map((row) => ({ at: new Date(row.created_at), amount: Number(row.amount) }));
}

/** Net losses (stake − payout) of the rounds of the longest window, dated by opening. */
export async function lossAmounts(db: Db, playerId: number, now: Date): Promise<DatedAmount[]> {
  const rows = await selectRoundsSince(db, playerId, windowStart(LONGEST_WINDOW_DAYS, now).toISOString());
  return rows.map((row) => ({ at: new Date(row.opened_at), amount: Number(row.stake) - Number(row.payout) }));
}

/** Usage of one windowed limit: what counts now and when room next returns. */
export function windowUsage(key: LimitKey, amounts: readonly DatedAmount[], now: Date) {
  const days = windowDaysOf(key);
  if (days === null) return null;
  return { used: usedInWindow(days, amounts, now), resetsAt: windowResetsAt(days, amounts, now) };
}

const money = (amount: number | null) => (amount === null ? null : formatUsdt(amount as MicroUsdt));

/** Every limit key with its value in force, pending change and usage (a key without a limit still shows its usage). */
export async function limitViews(db: Db, playerId: number, now: Date): Promise<LimitView[]> {
  const limits = await limitsInForce(db, playerId, now);
  const deposits = await depositAmounts(db, playerId, now);
  const losses = await lossAmounts(db, playerId, now);
  return LIMIT_KEYS.map((key) => {
    const state = limits.get(key);
    const usage = windowUsage(key, key.startsWith('deposit') ? deposits : losses, now);
    return {
      key,
      amount: money(state?.amount ?? null),
      pending: state?.pendingAt
        ? { amount: money(state.pendingAmount), applies_at: state.pendingAt.toISOString() }
        : null,
      used: usage ? formatUsdt(Math.max(0, usage.used) as MicroUsdt) : null,
      resets_at: usage ? usage.resetsAt.toISOString() : null,
    };
  });
}
