/** Operator accounts: created from the command line, logged in with their own tokens. */
import { apiMessages } from 'shared-contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../http/errors';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { createSession } from '../auth/sessions';

export async function createOperator(context: AppContext, username: string, password: string) {
  if (!/^[A-Za-z0-9_]{3,32}$/.test(username)) throw new Error('username: 3-32 letters, digits or _');
  if (password.length < 12) throw new Error('password: at least 12 characters');
  return context.db
    .insertInto('operators')
    .values({ username, password_hash: await hashPassword(password), created_at: context.now().toISOString() })
    .returning(['id', 'username'])
    .executeTakeFirstOrThrow();
}

export async function loginOperator(context: AppContext, input: { username: string; password: string }) {
  const nowMs = context.now().getTime();
  const throttleKey = `operator:${input.username.toLowerCase()}`;
  if (context.loginFailures.isBlocked(throttleKey, nowMs)) throw refuse(apiMessages.tooManyFailures, 429);
  const operator = await context.db.selectFrom('operators').select(['id', 'password_hash']).where('username', '=', input.username).executeTakeFirst();
  if (!(await verifyPassword(operator?.password_hash, input.password)) || !operator) {
    context.loginFailures.record(throttleKey, nowMs);
    throw refuse(apiMessages.badCredentials);
  }
  context.loginFailures.clear(throttleKey);
  const session = await createSession(context, 'operator', operator.id);
  return { token: session.token, expires_at: session.expiresAt };
}
