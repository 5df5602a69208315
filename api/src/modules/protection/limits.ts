/**
 * A player sets, raises, lowers or removes one of their limits. Lowering or adding applies at
 * once; raising or removing waits LIMIT_INCREASE_DELAY_MS (24 h) and shows as pending until then.
 * The per-round stake limit keeps the same rule as the deposit and loss limits: a raised stake
 * limit is as much an easing of a player's own guard as a raised deposit limit, so it waits too.
 */
import {
  apiMessages,
  formatUsdt,
  parseUsdt,
  type MicroUsdt,
  type ProtectionStatus,
  type SetLimitRequest,
} from 'shared-contracts';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { refuse } from '../../errors';
import { limitsInForce, recordProtectionEvent } from './guard';
import { planLimitChange, type LimitState } from './limit-windows';
import { protectionStatus } from './status';
import { lockProtectionRow, upsertLimitRow } from './store';

const NO_LIMIT: LimitState = { amount: null, pendingAmount: null, pendingAt: null };

/** A limit's state for the audit: amounts as USDT text. */
function auditView(state: LimitState) {
  const money = (amount: MicroUsdt | null) => (amount === null ? null : formatUsdt(amount));
  return {
    amount: money(state.amount),
    pending: state.pendingAt ? { amount: money(state.pendingAmount), applies_at: state.pendingAt.toISOString() } : null,
  };
}

/** A limit of 0 would be a block in disguise; cool-off and self-exclusion are the tools for that. */
function requestedAmount(amount: string | null): MicroUsdt | null {
  if (amount === null) return null;
  const parsed = parseUsdt(amount);
  if (parsed === null || parsed <= 0) throw refuse(apiMessages.limitAmountInvalid);
  return parsed;
}

/** Sets one limit (`amount` null removes it) and answers the player's protection as it now is. */
export async function setLimit(
  context: AppContext,
  playerId: number,
  input: SetLimitRequest,
): Promise<ProtectionStatus> {
  const requested = requestedAmount(input.amount);
  const now = context.now();
  await inTransaction(context.db, async (trx) => {
    // One change at a time per player: two requests at once are judged one after the other.
    await lockProtectionRow(trx, context.dialect, playerId, now.toISOString());
    const current = (await limitsInForce(trx, playerId, now, [input.key])).get(input.key) ?? NO_LIMIT;
    const plan = planLimitChange(current, requested, now);
    if (plan.change === 'unchanged') throw refuse(apiMessages.limitUnchanged);
    await upsertLimitRow(trx, {
      player_id: playerId,
      limit_key: input.key,
      amount: plan.next.amount,
      pending_amount: plan.next.pendingAmount,
      pending_at: plan.next.pendingAt?.toISOString() ?? null,
      updated_at: now.toISOString(),
    });
    await recordProtectionEvent(trx, {
      playerId,
      actor: 'player',
      action: plan.change === 'pending' ? 'limit_pending' : 'limit_set',
      detail: { key: input.key, before: auditView(current), after: auditView(plan.next) },
      now,
    });
  });
  return protectionStatus(context, playerId);
}
