/** Operator accounts: created from the command line, logged in with their own tokens. */
import type { AppContext } from '../../context';
import { checkPasswordUnderLock } from '../auth/password-login';
import { hashPassword } from '../auth/passwords';
import { createSession } from '../auth/sessions';
import { canonicalUsername } from '../auth/usernames';
import { insertOperator, selectOperatorCredentials } from './store';

export async function createOperator(context: AppContext, username: string, password: string) {
  if (!/^[A-Za-z0-9_]{3,32}$/.test(username)) throw new Error('username: 3-32 letters, digits or _');
  if (password.length < 12) throw new Error('password: at least 12 characters');
  return insertOperator(context.db, {
    username,
    usernameCanonical: canonicalUsername(username),
    passwordHash: await hashPassword(password),
    createdAt: context.now().toISOString(),
  });
}

export async function loginOperator(context: AppContext, input: { username: string; password: string }) {
  const canonical = canonicalUsername(input.username);
  const operator = await selectOperatorCredentials(context.db, { asTyped: input.username, canonical });
  const operatorId = await checkPasswordUnderLock(context, `operator:${canonical}`, operator, input.password);
  const session = await createSession(context, 'operator', operatorId);
  return { token: session.token, expires_at: session.expiresAt };
}
