/**
 * The start step that seals two-factor secrets stored in plaintext before migration 026: each one
 * sealed (in force and pending), the operator still logs in with their app's code, a second run
 * changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { apiPaths } from 'shared-contracts';
import { createTestApp, TEST_DATABASES } from '../../../test/harness';
import { codeNow, operatorLogin, TOTP_STEP_MS } from '../../../test/operators';
import { generousLimits } from '../../../test/requests';
import { hashPassword } from '../../auth';
import { newTotpSecret } from '../totp';
import { isSealed, openSecret, operatorSecretKey } from './secret-box';
import { sealPlaintextTotpSecrets } from './seal-secrets';

describe.each(TEST_DATABASES)('sealing plaintext two-factor secrets on %s', (database) => {
  it('seals every plaintext secret once, and the operator logs in with their code as before', async () => {
    const testApp = await createTestApp(database, generousLimits());
    try {
      const { db } = testApp.context;
      const now = testApp.context.now().toISOString();
      const inForce = newTotpSecret();
      const pending = newTotpSecret();
      const password = 'correct horse battery';
      const row = (username: string) => ({
        username,
        username_canonical: username,
        password_hash: 'not-a-hash',
        created_at: now,
        role: 'super_admin',
      });
      // As an older version left them: one enrolled, one half-way through enrolment, one without.
      const enrolled = await db
        .insertInto('operators')
        .values({
          ...row('ops_old'),
          password_hash: await hashPassword(password),
          totp_secret: inForce,
          totp_enabled_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const halfway = await db
        .insertInto('operators')
        .values({ ...row('ops_half'), totp_pending_secret: pending })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('operators').values(row('ops_none')).execute();

      expect(await sealPlaintextTotpSecrets(testApp.context)).toBe(2);
      const rows = await db
        .selectFrom('operators')
        .select(['id', 'totp_secret', 'totp_pending_secret'])
        .orderBy('id')
        .execute();
      const key = operatorSecretKey(testApp.context);
      const [first, second, third] = rows;
      expect(isSealed(first!.totp_secret!)).toBe(true);
      expect(openSecret(key, enrolled.id, first!.totp_secret!)).toBe(inForce);
      expect(openSecret(key, halfway.id, second!.totp_pending_secret!)).toBe(pending);
      expect(third).toMatchObject({ totp_secret: null, totp_pending_secret: null });

      // Idempotent: nothing left to seal, and nothing sealed again.
      expect(await sealPlaintextTotpSecrets(testApp.context)).toBe(0);
      expect(
        await db.selectFrom('operators').select(['id', 'totp_secret', 'totp_pending_secret']).orderBy('id').execute(),
      ).toEqual(rows);

      testApp.advanceTime(TOTP_STEP_MS);
      const login = await operatorLogin(testApp, { username: 'ops_old', password, totp: codeNow(testApp, inForce) });
      expect(login.body.code).toBe(200);
      const me = await testApp.call({
        method: 'GET',
        url: apiPaths.admin.me,
        headers: { authorization: `Bearer ${login.body.result.token}` },
      });
      expect(me.body.result).toMatchObject({ username: 'ops_old', totp_enabled: true });
    } finally {
      await testApp.close();
    }
  });
});
