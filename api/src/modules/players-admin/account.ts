/**
 * What a 财务 operator changes on a player's account, audited: login disabled or enabled, and the
 * withdrawal password reset (the player sets a new one, as the first time).
 */
import { apiMessages, type AdminPlayerProfile } from 'shared-contracts';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { refuse } from '../../errors';
import { writeAudit } from '../audit';
import { deletePlayerEntryCodes, endGameSessions, revokePlayerSessions, lockProtectionRow } from '../protection';
import { clearWithdrawPassword, selectAccountState, updateLoginDisabled } from './account-store';
import { playerProfile } from './players';

/**
 * Disables (or enables) the player's login. Disabling ends, in the same transaction, every way the
 * player is in, as a break does: their sessions, live game sessions and unused launch tokens, entry
 * codes. It runs under the player's protection row lock, which every login takes too: a login racing
 * it either commits first (and its session is revoked here) or waits and is refused.
 * A repeat of the state the player is in changes nothing and writes no audit.
 */
export async function setPlayerLogin(
  context: AppContext,
  operatorId: number,
  input: { id: number; enabled: boolean; reason: string },
): Promise<AdminPlayerProfile> {
  await inTransaction(context.db, async (trx) => {
    const now = context.now();
    const at = now.toISOString();
    if (!(await selectAccountState(trx, input.id))) throw refuse(apiMessages.walletPlayerNotFound, 404);
    await lockProtectionRow(trx, context.dialect, input.id, at);
    const before = (await selectAccountState(trx, input.id))!;
    if (!(await updateLoginDisabled(trx, input.id, input.enabled ? null : at))) return;
    const ended = input.enabled
      ? null
      : {
          sessions: await revokePlayerSessions(trx, input.id, at),
          ...(await endGameSessions(trx, input.id, at)),
          entryCodes: await deletePlayerEntryCodes(trx, input.id),
        };
    await writeAudit(trx, {
      operatorId,
      action: 'update',
      entity: 'player_login',
      entityId: input.id,
      before: { login_disabled_at: before.login_disabled_at },
      after: { login_disabled_at: input.enabled ? null : at, reason: input.reason, ...(ended ? { ended } : {}) },
      at: now,
    });
  });
  return playerProfile(context, input.id);
}

/**
 * Clears the withdrawal password and its failure lock. The audit says whether one was set and
 * locked, never the hash.
 */
export async function resetWithdrawPassword(
  context: AppContext,
  operatorId: number,
  input: { id: number; reason: string },
): Promise<AdminPlayerProfile> {
  await inTransaction(context.db, async (trx) => {
    const now = context.now();
    const before = await selectAccountState(trx, input.id);
    if (!before) throw refuse(apiMessages.walletPlayerNotFound, 404);
    await clearWithdrawPassword(trx, input.id);
    await writeAudit(trx, {
      operatorId,
      action: 'update',
      entity: 'player_withdraw_password',
      entityId: input.id,
      before: {
        withdraw_password_set: before.withdraw_password_hash !== null,
        withdraw_pw_attempts: before.withdraw_pw_attempts,
        withdraw_pw_locked_until: before.withdraw_pw_locked_until,
      },
      after: {
        withdraw_password_set: false,
        withdraw_pw_attempts: 0,
        withdraw_pw_locked_until: null,
        reason: input.reason,
      },
      at: now,
    });
  });
  return playerProfile(context, input.id);
}
