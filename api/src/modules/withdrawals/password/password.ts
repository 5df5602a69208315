/**
 * The withdrawal password (spec §4, §5, popup 5): Argon2id as login passwords, never equal to the
 * login password, with a failure lock: 5 wrong in a 15-minute window lock it for 15 minutes. Each
 * attempt is taken in one statement of its own before the hash is checked, so concurrent guesses
 * cannot pass the count and a withdrawal that later rolls back does not give the attempt back.
 */
import {
  apiMessages,
  withdrawRefusals,
  type setWithdrawPasswordRequestSchema,
  type updateWithdrawPasswordRequestSchema,
} from 'shared-contracts';
import type { z } from 'zod';
import type { AppContext } from '../../../context';
import { refuse } from '../../../errors';
import { hashPassword, verifyPassword } from '../../auth';
import {
  clearPasswordAttempts,
  lockWithdrawPassword,
  selectPasswordLock,
  replaceWithdrawPassword,
  selectPasswordState,
  setFirstWithdrawPassword,
  takePasswordAttempt,
} from './password-store';

/** Wrong passwords allowed in one window; the last of them locks. */
export const WITHDRAW_PASSWORD_ATTEMPTS = 5;
export const WITHDRAW_PASSWORD_WINDOW_MS = 15 * 60_000;
export const WITHDRAW_PASSWORD_LOCK_MS = 15 * 60_000;

export async function passwordState(context: AppContext, playerId: number) {
  const state = await selectPasswordState(context.db, playerId);
  if (!state) throw refuse(apiMessages.walletPlayerNotFound);
  return state;
}

/** How long a request waits for the attempts being judged before it gives up (as locked). */
const BUSY_WAIT_MS = 50;
const BUSY_WAITS = 100;

/**
 * Takes an attempt; refused (withdrawPasswordLocked) while locked. When the window's attempts are
 * all taken by checks still running (concurrent requests of the player), it waits for them: a
 * right password clears them and this one goes on; 5 wrong lock it and this one is refused. So
 * never more than 5 guesses are judged, and a burst of right ones is never refused as locked.
 */
async function takeAttempt(context: AppContext, playerId: number): Promise<number> {
  for (let wait = 0; wait <= BUSY_WAITS; wait += 1) {
    const now = context.now();
    const taken = await takePasswordAttempt(context.db, playerId, {
      now: now.toISOString(),
      newWindowUntil: new Date(now.getTime() + WITHDRAW_PASSWORD_WINDOW_MS).toISOString(),
      max: WITHDRAW_PASSWORD_ATTEMPTS,
    });
    if (taken !== undefined) return taken;
    const lock = await selectPasswordLock(context.db, playerId);
    if (!lock || lockedUntil(context, lock) !== null) throw refuse(apiMessages.withdrawPasswordLocked);
    await new Promise((resolve) => setTimeout(resolve, BUSY_WAIT_MS));
  }
  // Still all taken by checks in flight after the waits: not locked, only busy.
  throw refuse(apiMessages.withdrawPasswordBusy);
}

/**
 * Checks `password` against the stored withdrawal password under the lock. Refused with
 * withdrawPasswordLocked while locked (even when right) and when this wrong one locks it, else
 * with `wrong(attemptsLeft)`. A right one clears the count.
 */
export async function checkWithdrawPassword(
  context: AppContext,
  playerId: number,
  storedHash: string,
  password: string,
  wrong: (attemptsLeft: number) => string = withdrawRefusals.passwordWrong,
): Promise<void> {
  const now = context.now();
  const taken = await takeAttempt(context, playerId);
  if (await verifyPassword(storedHash, password)) {
    await clearPasswordAttempts(context.db, playerId);
    return;
  }
  const attemptsLeft = WITHDRAW_PASSWORD_ATTEMPTS - taken;
  if (attemptsLeft > 0) throw refuse(wrong(attemptsLeft));
  await lockWithdrawPassword(context.db, playerId, new Date(now.getTime() + WITHDRAW_PASSWORD_LOCK_MS).toISOString());
  throw refuse(apiMessages.withdrawPasswordLocked);
}

/** When withdrawals are locked by wrong passwords (ISO UTC), or null. */
export function lockedUntil(context: AppContext, state: { withdraw_pw_locked_until: string | null }): string | null {
  const until = state.withdraw_pw_locked_until;
  return until !== null && until > context.now().toISOString() ? until : null;
}

/** POST /api/plat/set-password: the first withdrawal password; refused once one exists or when it is the login password. */
export async function setWithdrawPassword(
  context: AppContext,
  playerId: number,
  input: z.output<typeof setWithdrawPasswordRequestSchema>,
) {
  const state = await passwordState(context, playerId);
  if (state.withdraw_password_hash !== null) throw refuse(apiMessages.withdrawPasswordAlreadySet);
  if (await verifyPassword(state.password_hash, input.password)) throw refuse(apiMessages.withdrawPasswordSameAsLogin);
  if (!(await setFirstWithdrawPassword(context.db, playerId, await hashPassword(input.password))))
    throw refuse(apiMessages.withdrawPasswordAlreadySet);
  return {};
}

/**
 * POST /api/plat/update-password: the old password must be right (a wrong one counts towards the
 * lock); the new one must differ from it and from the login password.
 */
export async function updateWithdrawPassword(
  context: AppContext,
  playerId: number,
  input: z.output<typeof updateWithdrawPasswordRequestSchema>,
) {
  const state = await passwordState(context, playerId);
  if (state.withdraw_password_hash === null) throw refuse(apiMessages.withdrawPasswordNotSet);
  // Judged on the texts sent, before an attempt is taken: neither tells anything about the stored password.
  if (input.password === input.old_password) throw refuse(apiMessages.withdrawPasswordUnchanged);
  if (await verifyPassword(state.password_hash, input.password)) throw refuse(apiMessages.withdrawPasswordSameAsLogin);
  await checkWithdrawPassword(
    context,
    playerId,
    state.withdraw_password_hash,
    input.old_password,
    () => apiMessages.withdrawPasswordOldWrong,
  );
  await replaceWithdrawPassword(context.db, playerId, await hashPassword(input.password));
  return {};
}
