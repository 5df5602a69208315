/**
 * Operator login with two-factor codes under the failure lock: authenticator and recovery codes
 * taken once (also by two logins at once), a disabled operator, and an operator not yet enrolled.
 * Enrolment is in totp-enrolment.test.ts, the session's idle timeout and absolute end in
 * operator-session-timeouts.test.ts.
 */
import { apiMessages, apiPaths, adminMessages, OPERATOR_IDLE_MINUTES } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';
import { codeNow, enrolledOperator, operatorLogin, TOTP_STEP_MS } from '../../test/operators';
import { bearer } from '../../test/players';
import { generousLimits, refusal } from '../../test/requests';
import { createOperator } from './operators';
import { hashRecoveryCode } from './totp';

const MINUTE = 60_000;
const PASSWORD = 'correct horse battery';
let counter = 0;
const newName = () => `ops_${process.pid}_${(counter += 1)}`;

describe.each(TEST_DATABASES)('operator two-factor login on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(database, generousLimits());
  });
  afterAll(() => testApp.close());

  const me = (token: string) => testApp.call({ method: 'GET', url: apiPaths.admin.me, headers: bearer(token) });
  const tokenOf = (login: { body: any }) => login.body.result.token as string;

  it('asks an enrolled operator for the code, then takes it once (a replayed step is wrong)', async () => {
    const op = await enrolledOperator(testApp, newName());
    const fields = { username: op.username, password: PASSWORD };
    expect((await operatorLogin(testApp, fields)).body).toEqual(refusal(adminMessages.totpRequired));
    expect((await operatorLogin(testApp, { ...fields, totp: '000000' })).body).toEqual(
      refusal(adminMessages.totpWrong),
    );
    const code = codeNow(testApp, op.secret);
    const login = await operatorLogin(testApp, { ...fields, totp: code });
    expect(login.body.code).toBe(200);
    expect((await me(tokenOf(login))).body.result).toMatchObject({ username: op.username, totp_enabled: true });
    // The same code again, and the previous step's code (inside the window but older): both used up.
    expect((await operatorLogin(testApp, { ...fields, totp: code })).body).toEqual(refusal(adminMessages.totpWrong));
    const previous = codeNow(testApp, op.secret);
    testApp.advanceTime(TOTP_STEP_MS);
    expect((await operatorLogin(testApp, { ...fields, totp: previous })).body).toEqual(
      refusal(adminMessages.totpWrong),
    );
    // A wrong password with the right code is a wrong password.
    expect(
      (await operatorLogin(testApp, { ...fields, password: 'wrong password!', totp: codeNow(testApp, op.secret) }))
        .body,
    ).toEqual(refusal(apiMessages.badCredentials));
    const row = await testApp.context.db
      .selectFrom('operators')
      .select('last_login_at')
      .where('id', '=', op.id)
      .executeTakeFirstOrThrow();
    expect(row.last_login_at).not.toBeNull();
  });

  it('takes each recovery code once, in either case and with a dash', async () => {
    const op = await enrolledOperator(testApp, newName());
    const [first, second] = op.recoveryCodes as [string, string];
    const fields = { username: op.username, password: PASSWORD };
    expect((await operatorLogin(testApp, { ...fields, totp: first })).body.code).toBe(200);
    expect((await operatorLogin(testApp, { ...fields, totp: first })).body).toEqual(refusal(adminMessages.totpWrong));
    const typed = `${second.slice(0, 5).toUpperCase()}-${second.slice(5)}`;
    expect((await operatorLogin(testApp, { ...fields, totp: typed })).body.code).toBe(200);
    const used = await testApp.context.db
      .selectFrom('operator_recovery_codes')
      .select(['code_hash', 'used_at'])
      .where('operator_id', '=', op.id)
      .execute();
    expect(used).toHaveLength(10);
    expect(
      used
        .filter((code) => code.used_at !== null)
        .map((code) => code.code_hash)
        .sort(),
    ).toEqual([hashRecoveryCode(first), hashRecoveryCode(second)].sort());
    // Only hashes are kept.
    expect(used.map((code) => code.code_hash)).not.toContain(first);
  });

  it('lets only one of two logins at once use one recovery code', async () => {
    const op = await enrolledOperator(testApp, newName());
    const fields = { username: op.username, password: PASSWORD, totp: op.recoveryCodes[0] as string };
    const answers = await Promise.all([operatorLogin(testApp, fields), operatorLogin(testApp, fields)]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.body.code === 400)?.body).toEqual(refusal(adminMessages.totpWrong));
  });

  it('lets only one of two logins at once use one authenticator code', async () => {
    const op = await enrolledOperator(testApp, newName());
    const fields = { username: op.username, password: PASSWORD, totp: codeNow(testApp, op.secret) };
    const answers = await Promise.all([operatorLogin(testApp, fields), operatorLogin(testApp, fields)]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([200, 400]);
  });

  it('counts wrong codes toward the failure lock, a missing code not at all, and only a full success clears it', async () => {
    const op = await enrolledOperator(testApp, newName());
    const fields = { username: op.username, password: PASSWORD };
    // Asking for the code is no failure: many of them lock nothing.
    for (let attempt = 0; attempt < 12; attempt += 1)
      expect((await operatorLogin(testApp, fields)).body).toEqual(refusal(adminMessages.totpRequired));
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await operatorLogin(testApp, { ...fields, totp: '000000' })).body).toEqual(
        refusal(adminMessages.totpWrong),
      );
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect((await operatorLogin(testApp, { ...fields, password: 'wrong password!' })).body).toEqual(
        refusal(apiMessages.badCredentials),
      );
    // A missing code after failures neither counts nor clears them; a recovery code that is none is a failure.
    expect((await operatorLogin(testApp, fields)).body).toEqual(refusal(adminMessages.totpRequired));
    expect((await operatorLogin(testApp, { ...fields, totp: 'zzzzzzzzzz' })).body).toEqual(
      refusal(adminMessages.totpWrong),
    );
    // Ten failures: now even the right password and code are refused, until the window passes.
    const locked = await operatorLogin(testApp, { ...fields, totp: codeNow(testApp, op.secret) });
    expect(locked.body).toEqual(refusal(apiMessages.tooManyFailures, 429));
    testApp.advanceTime(15 * MINUTE);
    expect((await operatorLogin(testApp, { ...fields, totp: codeNow(testApp, op.secret) })).body.code).toBe(200);
  });

  it('refuses a disabled operator after the password, and a wrong password as any other', async () => {
    const op = await enrolledOperator(testApp, newName());
    await testApp.context.db
      .updateTable('operators')
      .set({ disabled_at: new Date().toISOString() })
      .where('id', '=', op.id)
      .execute();
    const fields = { username: op.username, password: PASSWORD, totp: codeNow(testApp, op.secret) };
    expect((await operatorLogin(testApp, fields)).body).toEqual(refusal(adminMessages.operatorDisabled));
    expect((await operatorLogin(testApp, { ...fields, password: 'wrong password!' })).body).toEqual(
      refusal(apiMessages.badCredentials),
    );
    // Their session from before is refused too.
    expect((await me(op.token)).status).toBe(401);
  });

  it('logs in an operator not enrolled with the password alone, for their account and enrolment only', async () => {
    const username = newName();
    await createOperator(testApp.context, username, PASSWORD, 'finance', { mustChangePassword: false });
    const login = await operatorLogin(testApp, { username, password: PASSWORD, totp: '123456' });
    expect(login.body.code).toBe(200);
    const token = tokenOf(login);
    expect((await me(token)).body.result).toEqual({
      id: expect.any(Number),
      username,
      role: 'finance',
      totp_enabled: false,
      totp_enabled_at: null,
      must_change_password: false,
      idle_timeout_minutes: OPERATOR_IDLE_MINUTES,
    });
    const list = await testApp.call({ method: 'GET', url: apiPaths.admin.withdrawals, headers: bearer(token) });
    expect(list).toEqual({ status: 403, body: { code: 403, message: adminMessages.totpNotEnrolled } });
  });
});
