/**
 * An operator enrols two-factor login from their own account: a new secret (step 1, not in force),
 * then a code of it proves their app has it (step 2), which puts it in force and hands out the
 * recovery codes once.
 */
import { adminMessages } from 'shared-contracts';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { refuse } from '../../errors';
import { writeAudit } from '../audit';
import { deleteRecoveryCodes, enableTotp, replaceRecoveryCodes, selectOperator, updateOperator } from './store';
import { openSecret, operatorSecretKey, sealSecret } from './secrets/secret-box';
import { hashRecoveryCode, matchTotpStep, newRecoveryCodes, newTotpSecret, otpauthUrlOf } from './totp';

/** Step 1: a new secret, sealed, in totp_pending_secret (replacing an earlier one not confirmed). */
export async function setupTotp(context: AppContext, operatorId: number) {
  const operator = await selectOperator(context.db, operatorId);
  if (!operator) throw refuse(adminMessages.operatorDisabled);
  if (operator.totp_enabled_at !== null) throw refuse(adminMessages.totpAlreadyEnrolled);
  const secret = newTotpSecret();
  await updateOperator(context.db, operatorId, {
    totp_pending_secret: sealSecret(operatorSecretKey(context), operatorId, secret),
  });
  return { secret, otpauth_url: otpauthUrlOf(secret, operator.username) };
}

/**
 * Step 2: the code must be the pending secret's, now. The step it was of counts as used, so the
 * same code cannot log in afterwards. Audited without the secret or the codes.
 */
export async function confirmTotp(context: AppContext, operatorId: number, code: string) {
  const operator = await selectOperator(context.db, operatorId);
  if (!operator) throw refuse(adminMessages.operatorDisabled);
  if (operator.totp_enabled_at !== null) throw refuse(adminMessages.totpAlreadyEnrolled);
  const sealed = operator.totp_pending_secret;
  if (!sealed) throw refuse(adminMessages.totpSetupFirst);
  const now = context.now();
  const step = matchTotpStep(openSecret(operatorSecretKey(context), operatorId, sealed), code, now.getTime());
  if (step === null) throw refuse(adminMessages.totpWrong);
  const recoveryCodes = newRecoveryCodes();
  await inTransaction(context.db, async (trx) => {
    // Another confirmation (another tab) or a new setup in between: this code no longer stands.
    // The sealed value moves as it is: it is bound to the operator, not to the column.
    if (!(await enableTotp(trx, operatorId, { secret: sealed, step, now: now.toISOString() })))
      throw refuse(adminMessages.totpSetupFirst);
    await replaceRecoveryCodes(trx, operatorId, recoveryCodes.map(hashRecoveryCode), now.toISOString());
    await writeAudit(trx, {
      operatorId,
      action: 'update',
      entity: 'operators',
      entityId: operatorId,
      before: { username: operator.username, totp_enabled: false },
      after: { username: operator.username, totp_enabled: true, totp_enabled_at: now.toISOString() },
      at: now,
    });
  });
  return { recovery_codes: recoveryCodes };
}

/** Clears two-factor login and the recovery codes (an operator who lost their phone enrols again). */
export async function clearTotp(db: AppContext['db'], operatorId: number): Promise<void> {
  await updateOperator(db, operatorId, {
    totp_secret: null,
    totp_pending_secret: null,
    totp_enabled_at: null,
    totp_last_step: null,
  });
  await deleteRecoveryCodes(db, operatorId);
}
