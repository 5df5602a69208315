/**
 * Operator accounts: created with a role (the command line, a 超级管理员) and an initial password
 * they change at their first login, logged in with their password and, once enrolled, a two-factor
 * code, both under the name's failure lock.
 */
import { apiMessages, adminMessages, OPERATOR_IDLE_MINUTES, type OperatorRole } from 'shared-contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import { passPasswordUnderLock, hashPassword, createSession } from '../auth';
import { canonicalUsername } from '../../usernames';
import { inTransaction } from '../../db/transaction';
import { recordTrace } from '../risk';
import {
  acceptTotpStep,
  consumeRecoveryCode,
  selectOperator,
  selectOperatorLogin,
  updateOperator,
  insertOperator,
} from './store';
import { assertConsoleAddress } from './allow-list/allow-list';
import { openSecret, operatorSecretKey } from './secrets/secret-box';
import { hashRecoveryCode, isRecoveryCodeShape, matchTotpStep } from './totp';

export async function createOperator(
  context: AppContext,
  username: string,
  password: string,
  role: OperatorRole = 'super_admin',
  /** Whether the password is an initial one, to be changed at the first login: yes unless said otherwise. */
  options: { mustChangePassword?: boolean } = {},
) {
  if (!/^[A-Za-z0-9_]{3,32}$/.test(username)) throw new Error('username: 3-32 letters, digits or _');
  if (password.length < 12) throw new Error('password: at least 12 characters');
  return insertOperator(context.db, {
    username,
    usernameCanonical: canonicalUsername(username),
    passwordHash: await hashPassword(password),
    role,
    createdAt: context.now().toISOString(),
    mustChangePassword: options.mustChangePassword ?? true,
  });
}

/**
 * Whether `code` (six digits of the app, or an unused recovery code) is the operator's second
 * factor now. Accepting it uses it up, atomically: a step at or before the last accepted one, or
 * a recovery code another login just used, is refused.
 */
async function acceptSecondFactor(
  context: AppContext,
  operator: { id: number; totp_secret: string | null; totp_last_step: number | null },
  code: string,
): Promise<boolean> {
  const now = context.now();
  if (isRecoveryCodeShape(code))
    return consumeRecoveryCode(context.db, operator.id, hashRecoveryCode(code), now.toISOString());
  if (!operator.totp_secret) return false;
  const secret = openSecret(operatorSecretKey(context), operator.id, operator.totp_secret);
  const step = matchTotpStep(secret, code, now.getTime(), operator.totp_last_step);
  return step !== null && acceptTotpStep(context.db, operator.id, step);
}

/**
 * The console's allow-list first (no password is tried from elsewhere); then the password, under
 * the lock; then a disabled account is refused; then, once enrolled, the second factor. A missing
 * code is a question, not a failure (its attempt is given back); a wrong, replayed or used one stays
 * counted like a wrong password. Only both right clear the lock.
 */
export async function loginOperator(
  context: AppContext,
  input: { username: string; password: string; totp?: string },
  address: string,
) {
  await assertConsoleAddress(context, address);
  const canonical = canonicalUsername(input.username);
  const operator = await selectOperatorLogin(context.db, { asTyped: input.username, canonical });
  const passed = await passPasswordUnderLock(context, `operator:${canonical}`, operator, input.password);
  // passPasswordUnderLock refused an unknown name already; this narrows the type.
  if (!operator) throw refuse(apiMessages.badCredentials);
  if (operator.disabled_at !== null) {
    await passed.giveBack();
    throw refuse(adminMessages.operatorDisabled);
  }
  if (operator.totp_enabled_at !== null) {
    if (!input.totp) {
      await passed.giveBack();
      throw refuse(adminMessages.totpRequired);
    }
    if (!(await acceptSecondFactor(context, operator, input.totp))) throw refuse(adminMessages.totpWrong);
  }
  await passed.succeed();
  await updateOperator(context.db, operator.id, { last_login_at: context.now().toISOString() });
  // The session and where it was opened from, together: the session list shows its address and browser.
  const session = await inTransaction(context.db, async (trx) => {
    const opened = await createSession(context, 'operator', operator.id, trx);
    await recordTrace(trx, { operatorId: operator.id, event: 'login', ref: opened.id, at: context.now() });
    return opened;
  });
  return { token: session.token, expires_at: session.expiresAt };
}

/** GET me: who is logged in, and whether two-factor login is in force. */
export async function operatorMe(context: AppContext, operatorId: number) {
  const operator = await selectOperator(context.db, operatorId);
  // authenticate() found the row a moment ago; a row gone since is a session that no longer stands.
  if (!operator) throw refuse(adminMessages.operatorDisabled);
  return {
    id: operator.id,
    username: operator.username,
    role: operator.role as OperatorRole,
    totp_enabled: operator.totp_enabled_at !== null,
    totp_enabled_at: operator.totp_enabled_at,
    must_change_password: operator.must_change_password === 1,
    idle_timeout_minutes: OPERATOR_IDLE_MINUTES,
  };
}
