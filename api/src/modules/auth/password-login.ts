/**
 * The password check shared by player and operator logins: refused while the name is locked
 * after too many failures, each failure counted, the same message and work for an unknown name.
 */
import { apiMessages } from 'shared-contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import { verifyPassword } from './passwords';

/** Returns the account's id when `password` is right; throws the refusal otherwise. */
export async function checkPasswordUnderLock(
  context: AppContext,
  lockKey: string,
  account: { id: number; password_hash: string } | undefined,
  password: string,
): Promise<number> {
  const nowMs = context.now().getTime();
  if (context.loginFailures.isBlocked(lockKey, nowMs)) throw refuse(apiMessages.tooManyFailures, 429);
  if (!(await verifyPassword(account?.password_hash, password)) || !account) {
    context.loginFailures.record(lockKey, nowMs);
    throw refuse(apiMessages.badCredentials);
  }
  context.loginFailures.clear(lockKey);
  return account.id;
}
