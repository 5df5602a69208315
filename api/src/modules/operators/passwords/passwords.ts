/**
 * Operators' passwords: changing one's own (the current one checked under the login's failure
 * lock; the operator's other sessions end), and a 超级管理员 resetting another's to an initial
 * password shown once (their sessions end, and they must change it at their next login). Both
 * audited, never with a password or a hash.
 */
import { randomBytes } from 'node:crypto';
import { apiMessages, operatorAccountMessages, operatorMessages, type PasswordChange } from 'shared-contracts';
import type { AppContext } from '../../../context';
import { inTransaction } from '../../../db/transaction';
import { DomainError, refuse } from '../../../errors';
import { canonicalUsername } from '../../../usernames';
import { writeAudit } from '../../audit';
import { hashPassword, passPasswordUnderLock } from '../../auth';
import { lockOperator, revokeOperatorSessions } from '../store';
import { selectPasswordOf, setPassword } from './password-store';

/** The login lock's key of an operator's name (the same as loginOperator's). */
const lockKeyOf = (canonical: string) => `operator:${canonical}`;

/** Whether the current password is right: a wrong one counts toward the name's login lock. */
async function checkCurrentPassword(context: AppContext, operatorId: number, password: string) {
  const operator = await selectPasswordOf(context.db, operatorId);
  if (!operator) throw refuse(operatorMessages.notFound, 404);
  try {
    const passed = await passPasswordUnderLock(context, lockKeyOf(operator.username_canonical), operator, password);
    await passed.succeed();
  } catch (error) {
    if (error instanceof DomainError && error.message === apiMessages.badCredentials)
      throw refuse(operatorAccountMessages.currentPasswordWrong);
    throw error;
  }
  return operator;
}

/** POST me/password: the new password in force, the initial-password mark gone, every other session ended. */
export async function changeOwnPassword(
  context: AppContext,
  caller: { id: number; sessionId: number },
  input: PasswordChange,
) {
  const operator = await checkCurrentPassword(context, caller.id, input.current_password);
  if (input.new_password === input.current_password) throw refuse(operatorAccountMessages.passwordUnchanged);
  const passwordHash = await hashPassword(input.new_password);
  const now = context.now();
  const endedSessions = await inTransaction(context.db, async (trx) => {
    await setPassword(trx, caller.id, { passwordHash, initial: false, at: now.toISOString() });
    const ended = await revokeOperatorSessions(trx, caller.id, now.toISOString(), caller.sessionId);
    await writeAudit(trx, {
      operatorId: caller.id,
      action: 'update',
      entity: 'operators',
      entityId: caller.id,
      before: { username: operator.username, must_change_password: operator.must_change_password === 1 },
      after: {
        username: operator.username,
        password_changed: true,
        must_change_password: false,
        ended_sessions: ended,
      },
      at: now,
    });
    return ended;
  });
  return { ended_sessions: endedSessions };
}

/** A generated initial password: 16 characters of base64url (96 random bits). */
const generatedPassword = () => randomBytes(12).toString('base64url');

/** POST operators/:id/password/reset (超级管理员): the initial password, typed or generated, shown this once. */
export async function resetOperatorPassword(
  context: AppContext,
  actorId: number,
  input: { id: number; password?: string },
) {
  if (input.id === actorId) throw refuse(operatorAccountMessages.resetOwnPassword);
  const password = input.password ?? generatedPassword();
  const passwordHash = await hashPassword(password);
  const now = context.now();
  const username = await inTransaction(context.db, async (trx) => {
    const before = await lockOperator(trx, context.dialect, input.id);
    if (!before) throw refuse(operatorMessages.notFound, 404);
    await setPassword(trx, input.id, { passwordHash, initial: true, at: now.toISOString() });
    const ended = await revokeOperatorSessions(trx, input.id, now.toISOString());
    await writeAudit(trx, {
      operatorId: actorId,
      action: 'update',
      entity: 'operators',
      entityId: input.id,
      before: { username: before.username, must_change_password: before.must_change_password === 1 },
      after: {
        username: before.username,
        password_reset: true,
        generated: input.password === undefined,
        must_change_password: true,
        ended_sessions: ended,
      },
      at: now,
    });
    return before.username;
  });
  // Failed guesses at the old password no longer matter: the operator logs in with the new one now.
  await context.loginFailures.clear(lockKeyOf(canonicalUsername(username))).catch(() => undefined);
  return { username, password };
}
