/**
 * The reality check: how often the player is reminded (off, 15, 30, 60 minutes), this login's time
 * and net result for the reminder, and its 退出游戏 — the player's games stop taking bets.
 */
import { formatUsdt, microUsdt, type PlaySession, type ProtectionStatus } from 'shared-contracts';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { UnauthorizedError } from '../../errors';
import type { Subject } from '../../subject';
import { recordProtectionEvent } from './guard';
import { endGameSessions, selectNetResultSince, selectSessionStart } from './session-store';
import { protectionStatus } from './status';
import { lockProtectionRow, selectProtectionRow, updateProtectionRow } from './store';

const MINUTE_MS = 60_000;

/** Sets the reminder interval (0: off) and answers the player's protection. */
export async function setRealityCheck(
  context: AppContext,
  playerId: number,
  minutes: number,
): Promise<ProtectionStatus> {
  const now = context.now();
  await inTransaction(context.db, async (trx) => {
    const row = await lockProtectionRow(trx, context.dialect, playerId, now.toISOString());
    if (row.reality_check_minutes === minutes) return;
    await updateProtectionRow(trx, playerId, { reality_check_minutes: minutes, updated_at: now.toISOString() });
    await recordProtectionEvent(trx, {
      playerId,
      actor: 'player',
      action: 'reality_check_set',
      detail: { before: row.reality_check_minutes, after: minutes },
      now,
    });
  });
  return protectionStatus(context, playerId);
}

/** This login (the session of the caller's token): since when, for how many minutes, and its net result. */
export async function playSession(context: AppContext, subject: Subject): Promise<PlaySession> {
  const startedAt = await selectSessionStart(context.db, subject.sessionId);
  // The session was checked a moment ago; only a clean-up in between could remove it.
  if (startedAt === undefined) throw new UnauthorizedError();
  const now = context.now();
  const elapsedMs = now.getTime() - new Date(startedAt).getTime();
  const net = await selectNetResultSince(context.db, subject.id, startedAt);
  const row = await selectProtectionRow(context.db, subject.id);
  return {
    started_at: startedAt,
    minutes: Math.max(0, Math.floor(elapsedMs / MINUTE_MS)),
    net_result: formatUsdt(microUsdt(net)),
    reality_check_minutes: row?.reality_check_minutes ?? 0,
  };
}

/**
 * 退出游戏: the player's live game sessions end, so open games take no more bets (wins of bets
 * already placed still arrive); the player stays logged in to the site.
 */
export async function endPlaySession(context: AppContext, playerId: number): Promise<{ ok: true }> {
  const now = context.now();
  await inTransaction(context.db, async (trx) => {
    const ended = await endGameSessions(trx, playerId, now.toISOString());
    await recordProtectionEvent(trx, { playerId, actor: 'player', action: 'reality_check_exit', detail: ended, now });
  });
  return { ok: true };
}
