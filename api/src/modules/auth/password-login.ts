/**
 * The password check shared by player and operator logins: each attempt is taken from the name's
 * allowance before the password is verified (so attempts sent at once cannot all pass), refused
 * once the name holds too many, and cleared by a success; the same message and work for an
 * unknown name.
 */
import { apiMessages } from 'shared-contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import { verifyPassword } from './passwords';

/**
 * Runs a call to the attempt counter. When it cannot answer (Redis away), the login is refused
 * with "busy": the lock fails closed, as a lock that lets every guess through while Redis is
 * down would be none.
 */
async function counted<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch {
    throw refuse(apiMessages.loginBusy, 503);
  }
}

/** Whether the name is locked now, without taking an attempt (to refuse before a captcha is spent). */
export async function assertNotLocked(context: AppContext, lockKey: string): Promise<void> {
  const nowMs = context.now().getTime();
  if (await counted(() => context.loginFailures.isBlocked(lockKey, nowMs)))
    throw refuse(apiMessages.tooManyFailures, 429);
}

/**
 * A right password whose attempt is still counted: the login ends it as a success (`succeed`
 * clears the name's attempts) or, for a step that is no failure (the second factor is still to
 * come), gives the attempt back (`giveBack`); a failure after it simply leaves it counted.
 */
export interface PasswordPassed {
  accountId: number;
  succeed(): Promise<void>;
  giveBack(): Promise<void>;
}

/** Takes an attempt and checks the password; throws the refusal when it is wrong (the attempt stays counted). */
export async function passPasswordUnderLock(
  context: AppContext,
  lockKey: string,
  account: { id: number; password_hash: string } | undefined,
  password: string,
): Promise<PasswordPassed> {
  const nowMs = context.now().getTime();
  const attempt = await counted(() => context.loginFailures.take(lockKey, nowMs));
  if (!attempt.allowed) throw refuse(apiMessages.tooManyFailures, 429);
  // A wrong password leaves its attempt counted: that is the failure.
  if (!(await verifyPassword(account?.password_hash, password)) || !account) throw refuse(apiMessages.badCredentials);
  return {
    accountId: account.id,
    succeed: () => counted(() => context.loginFailures.clear(lockKey)),
    giveBack: () => counted(() => context.loginFailures.release(lockKey, nowMs)),
  };
}

/** Returns the account's id when `password` is right; throws the refusal otherwise. */
export async function checkPasswordUnderLock(
  context: AppContext,
  lockKey: string,
  account: { id: number; password_hash: string } | undefined,
  password: string,
): Promise<number> {
  const passed = await passPasswordUnderLock(context, lockKey, account, password);
  await passed.succeed();
  return passed.accountId;
}
