/**
 * The entry URL of spec §4 (/?token=…) without the session token in it: a logged-in player mints
 * a code (60 s, single use, only its hash stored) and the page it opens exchanges the code for a
 * session of its own before anything else loads.
 */
import { apiMessages, playerAdminMessages, type EntryCodeResult, type EntryResult } from 'shared-contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import { assertNotOnBreak } from '../protection';
import { openPlayerSession, revokeReplacedSession } from './sessions';
import { deleteEntryCode, deleteExpiredEntryCodes, insertEntryCode, isLoginDisabled } from './store';
import { hashToken, newToken } from './tokens';

export const ENTRY_CODE_TTL_MS = 60_000;

export async function mintEntryCode(context: AppContext, playerId: number): Promise<EntryCodeResult> {
  const now = context.now();
  // A break or a disabled login revoked every session, so none should be asking; a code would be a way back in.
  if (await isLoginDisabled(context.db, playerId)) throw refuse(playerAdminMessages.loginDisabled);
  await assertNotOnBreak(context.db, playerId, now, 'login');
  const code = newToken();
  await insertEntryCode(context.db, {
    code_hash: hashToken(code),
    player_id: playerId,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + ENTRY_CODE_TTL_MS).toISOString(),
  });
  return { code, expires_in: ENTRY_CODE_TTL_MS / 1000 };
}

/** For the clean-up job: codes nobody exchanged within their minute. */
export function purgeExpiredEntryCodes(context: AppContext): Promise<number> {
  return deleteExpiredEntryCodes(context.db, context.now());
}

/**
 * Used, expired, unknown or not a code at all: one answer, so nothing is learnt from trying.
 * `replacedToken` is the session the exchanging browser still sends (after a login, the one that
 * minted the code): the new session takes its place there, so it is revoked once the code is good.
 */
export async function exchangeEntryCode(
  context: AppContext,
  code: string,
  replacedToken: string | null,
): Promise<EntryResult> {
  // Deleted before the expiry check: an expired code is spent too.
  const row = await deleteEntryCode(context.db, hashToken(code));
  if (!row || new Date(row.expires_at) <= context.now()) throw refuse(apiMessages.entryCodeInvalid);
  // The code is spent either way: a player on a break hears why, and until when.
  // A session of its own, perhaps in another browser or app: traced as one ('session'), not a login.
  const session = await openPlayerSession(context, row.player_id, { event: 'session' });
  await revokeReplacedSession(context, replacedToken);
  return { token: session.token, expires_at: session.expiresAt };
}
