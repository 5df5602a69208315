/**
 * Cool-off and self-exclusion, taken by the player: at once, logged out everywhere, and never
 * shortened or replaced while one is in force (only a 超级管理员 lifts a permanent exclusion that
 * has run 6 months: admin.ts). Withdrawals are not touched: the money stays the player's.
 */
import { apiMessages, type BreakView, type TakeBreakRequest } from 'shared-contracts';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { refuse } from '../../errors';
import { activeBreak, recordProtectionEvent } from './guard';
import { breakEnd } from './limit-windows';
import { deletePlayerEntryCodes, endGameSessions, revokePlayerSessions } from './session-store';
import { lockProtectionRow, updateProtectionRow } from './store';

/**
 * Starts the break and, in the same transaction, ends every way the player is in: all their
 * sessions, their live game sessions and unused launch tokens, their entry codes.
 */
export async function takeBreak(context: AppContext, playerId: number, input: TakeBreakRequest): Promise<BreakView> {
  const now = context.now();
  const at = now.toISOString();
  return inTransaction(context.db, async (trx) => {
    await lockProtectionRow(trx, context.dialect, playerId, at);
    // A break in force is never shortened or swapped for another, not even for a longer one.
    if (await activeBreak(trx, playerId, now)) throw refuse(apiMessages.breakAlreadyActive);
    const until = breakEnd(input.kind, input.period, now)?.toISOString() ?? null;
    await updateProtectionRow(trx, playerId, {
      break_kind: input.kind,
      break_period: input.period,
      break_started_at: at,
      break_until: until,
      updated_at: at,
    });
    const sessions = await revokePlayerSessions(trx, playerId, at);
    const game = await endGameSessions(trx, playerId, at);
    const entryCodes = await deletePlayerEntryCodes(trx, playerId);
    await recordProtectionEvent(trx, {
      playerId,
      actor: 'player',
      action: 'break_started',
      detail: { kind: input.kind, period: input.period, until, ended: { sessions, ...game, entryCodes } },
      now,
    });
    return { kind: input.kind, period: input.period, started_at: at, until };
  });
}
