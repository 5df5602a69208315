/**
 * Helpers of the deposit-limit suites: a limit set as the player's call sets it (planLimitChange:
 * lower at once, higher after 24 hours), a break written directly, the app's clock at a chosen
 * instant, and what the deposit reviews and protection events hold.
 */
import { apiMessages, fillMessage, microUsdt, parseUsdt, protectionNames, type LimitKey } from 'shared-contracts';
import type { AppContext } from '../context';
import { planLimitChange } from '../modules/protection/limit-windows';
import { selectLimitRows, upsertLimitRow } from '../modules/protection/store';
import type { TestApp } from './harness';

/** Sets the player's limit `key` to `usdt` (null: none) as the player's request does: applied, pending or unchanged. */
export async function setLimit(context: AppContext, playerId: number, key: LimitKey, usdt: string | null) {
  const now = context.now();
  const [row] = await selectLimitRows(context.db, playerId, [key]);
  const stored = {
    amount: row?.amount ?? null,
    pendingAmount: row?.pending_amount ?? null,
    pendingAt: row?.pending_at ? new Date(row.pending_at) : null,
  };
  const requested = usdt === null ? null : microUsdt(parseUsdt(usdt)!);
  const plan = planLimitChange(stored, requested, now);
  await upsertLimitRow(context.db, {
    player_id: playerId,
    limit_key: key,
    amount: plan.next.amount,
    pending_amount: plan.next.pendingAmount,
    pending_at: plan.next.pendingAt?.toISOString() ?? null,
    updated_at: now.toISOString(),
  });
  return plan.change;
}

/** Puts the player on a break from now until `until` (ISO; null: permanent), as the break call would. */
export async function setBreak(
  context: AppContext,
  playerId: number,
  kind: 'cool_off' | 'exclusion',
  until: string | null,
) {
  const at = context.now().toISOString();
  const values = {
    break_kind: kind,
    break_period: until === null ? 'permanent' : '24h',
    break_started_at: at,
    break_until: until,
    updated_at: at,
  };
  await context.db
    .insertInto('player_protection')
    .values({ player_id: playerId, ...values })
    .onConflict((conflict) => conflict.column('player_id').doUpdateSet(values))
    .execute();
}

/** Moves the app's clock to `iso` (forward or back); what happens after it reads that time. */
export function setClock(testApp: TestApp, iso: string) {
  testApp.advanceTime(Date.parse(iso) - testApp.context.now().getTime());
}

/** The refusal of an order over the limit `key` of `limit` USDT with `room` left, room returning at `resets` (北京时间). */
export function limitRefusal(key: LimitKey, limit: string, room: string, resets: string) {
  const message = fillMessage(apiMessages.depositLimitReached, {
    limit: protectionNames[key],
    amount: limit,
    room,
    resets,
  });
  return { code: 400, message };
}

export function reviewsOf(context: AppContext, playerId: number) {
  return context.db
    .selectFrom('deposit_limit_reviews')
    .selectAll()
    .where('player_id', '=', playerId)
    .orderBy('id')
    .execute();
}

export function protectionEventsOf(context: AppContext, playerId: number, action: string) {
  return context.db
    .selectFrom('protection_events')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('action', '=', action)
    .orderBy('id')
    .execute();
}
