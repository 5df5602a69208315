/**
 * Operator login with two-factor codes under the failure lock, enrolment, a disabled operator, and
 * the operator session's idle timeout and absolute end.
 */
import {
  apiMessages,
  apiPaths,
  consoleMessages,
  OPERATOR_IDLE_MINUTES,
  OPERATOR_SESSION_HOURS,
} from 'shared-contracts';
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
    expect((await operatorLogin(testApp, fields)).body).toEqual(refusal(consoleMessages.totpRequired));
    expect((await operatorLogin(testApp, { ...fields, totp: '000000' })).body).toEqual(
      refusal(consoleMessages.totpWrong),
    );
    const code = codeNow(testApp, op.secret);
    const login = await operatorLogin(testApp, { ...fields, totp: code });
    expect(login.body.code).toBe(200);
    expect((await me(tokenOf(login))).body.result).toMatchObject({ username: op.username, totp_enabled: true });
    // The same code again, and the previous step's code (inside the window but older): both used up.
    expect((await operatorLogin(testApp, { ...fields, totp: code })).body).toEqual(refusal(consoleMessages.totpWrong));
    const previous = codeNow(testApp, op.secret);
    testApp.advanceTime(TOTP_STEP_MS);
    expect((await operatorLogin(testApp, { ...fields, totp: previous })).body).toEqual(
      refusal(consoleMessages.totpWrong),
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
    expect((await operatorLogin(testApp, { ...fields, totp: first })).body).toEqual(refusal(consoleMessages.totpWrong));
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
    expect(answers.find((answer) => answer.body.code === 400)?.body).toEqual(refusal(consoleMessages.totpWrong));
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
      expect((await operatorLogin(testApp, fields)).body).toEqual(refusal(consoleMessages.totpRequired));
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await operatorLogin(testApp, { ...fields, totp: '000000' })).body).toEqual(
        refusal(consoleMessages.totpWrong),
      );
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect((await operatorLogin(testApp, { ...fields, password: 'wrong password!' })).body).toEqual(
        refusal(apiMessages.badCredentials),
      );
    // A missing code after failures neither counts nor clears them; a recovery code that is none is a failure.
    expect((await operatorLogin(testApp, fields)).body).toEqual(refusal(consoleMessages.totpRequired));
    expect((await operatorLogin(testApp, { ...fields, totp: 'zzzzzzzzzz' })).body).toEqual(
      refusal(consoleMessages.totpWrong),
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
    expect((await operatorLogin(testApp, fields)).body).toEqual(refusal(consoleMessages.operatorDisabled));
    expect((await operatorLogin(testApp, { ...fields, password: 'wrong password!' })).body).toEqual(
      refusal(apiMessages.badCredentials),
    );
    // Their session from before is refused too.
    expect((await me(op.token)).status).toBe(401);
  });

  it('logs in an operator not enrolled with the password alone, for their account and enrolment only', async () => {
    const username = newName();
    await createOperator(testApp.context, username, PASSWORD, 'finance');
    const login = await operatorLogin(testApp, { username, password: PASSWORD, totp: '123456' });
    expect(login.body.code).toBe(200);
    const token = tokenOf(login);
    expect((await me(token)).body.result).toEqual({
      id: expect.any(Number),
      username,
      role: 'finance',
      totp_enabled: false,
      totp_enabled_at: null,
      idle_timeout_minutes: OPERATOR_IDLE_MINUTES,
    });
    const list = await testApp.call({ method: 'GET', url: apiPaths.admin.withdrawals, headers: bearer(token) });
    expect(list).toEqual({ status: 403, body: { code: 403, message: consoleMessages.totpNotEnrolled } });
  });
});

describe.each(TEST_DATABASES)('two-factor enrolment on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(database, generousLimits());
  });
  afterAll(() => testApp.close());

  const post = (url: string, token: string, payload?: object) =>
    testApp.call({ method: 'POST', url, payload, headers: bearer(token) });

  it('hands out a secret, puts it in force with a code of it, and hands out the recovery codes once', async () => {
    const username = newName();
    const { id } = await createOperator(testApp.context, username, PASSWORD);
    const token = (await operatorLogin(testApp, { username, password: PASSWORD })).body.result.token;
    const { totpSetup, totpEnable } = apiPaths.admin;
    expect((await post(totpEnable, token, { code: '123456' })).body).toEqual(refusal(consoleMessages.totpSetupFirst));
    const first = (await post(totpSetup, token)).body.result;
    const setup = (await post(totpSetup, token)).body.result;
    expect(setup.secret).not.toBe(first.secret);
    expect(setup.otpauth_url).toContain(`secret=${setup.secret}`);
    expect(decodeURIComponent(setup.otpauth_url)).toContain(`娱乐平台运营后台:${username}`);
    // The first secret was replaced; a bad code or a code of another secret is wrong.
    expect((await post(totpEnable, token, { code: codeNow(testApp, first.secret) })).body).toEqual(
      refusal(consoleMessages.totpWrong),
    );
    expect((await post(totpEnable, token, { code: 'abc' })).body).toEqual(refusal(consoleMessages.totpWrong));
    const enabled = await post(totpEnable, token, { code: codeNow(testApp, setup.secret) });
    const codes: string[] = enabled.body.result.recovery_codes;
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{10}$/);

    expect((await post(totpSetup, token)).body).toEqual(refusal(consoleMessages.totpAlreadyEnrolled));
    expect((await post(totpEnable, token, { code: codeNow(testApp, setup.secret) })).body).toEqual(
      refusal(consoleMessages.totpAlreadyEnrolled),
    );
    const row = await testApp.context.db
      .selectFrom('operators')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ totp_secret: setup.secret, totp_pending_secret: null });
    expect(row.totp_enabled_at).not.toBeNull();
    // The code that enrolled cannot log in: its step is used.
    expect(
      (await operatorLogin(testApp, { username, password: PASSWORD, totp: codeNow(testApp, setup.secret) })).body,
    ).toEqual(refusal(consoleMessages.totpWrong));
    // The session of the enrolment now reaches the rest of the console.
    expect((await testApp.call({ method: 'GET', url: apiPaths.admin.audit, headers: bearer(token) })).body.code).toBe(
      200,
    );

    const audit = await testApp.context.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'operators')
      .where('entity_id', '=', String(id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toMatchObject({ totp_enabled: true });
    const auditText = JSON.stringify(audit);
    expect(auditText).not.toContain(setup.secret);
    for (const code of codes) expect(auditText).not.toContain(code);
  });
});

describe.each(TEST_DATABASES)('operator session timeouts on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(database, generousLimits());
  });
  afterAll(() => testApp.close());

  const me = (token: string) => testApp.call({ method: 'GET', url: apiPaths.admin.me, headers: bearer(token) });
  const freshLogin = async (op: Awaited<ReturnType<typeof enrolledOperator>>) =>
    (await operatorLogin(testApp, { username: op.username, password: PASSWORD, totp: codeNow(testApp, op.secret) }))
      .body.result.token as string;

  it('ends a session idle for more than 30 minutes', async () => {
    const op = await enrolledOperator(testApp, newName());
    const token = await freshLogin(op);
    testApp.advanceTime(29 * MINUTE);
    expect((await me(token)).status).toBe(200);
    testApp.advanceTime((OPERATOR_IDLE_MINUTES + 1) * MINUTE);
    expect((await me(token)).status).toBe(401);
    // Revoked for good: coming back in time would not revive it.
    const session = await testApp.context.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('subject_id', '=', op.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(session.revoked_at).not.toBeNull();
  });

  it('ends a session 12 hours after login however busy', async () => {
    const op = await enrolledOperator(testApp, newName());
    const token = await freshLogin(op);
    // A request every 20 minutes keeps it from idling, up to 11 h 40 min.
    for (let elapsed = 20; elapsed < OPERATOR_SESSION_HOURS * 60; elapsed += 20) {
      testApp.advanceTime(20 * MINUTE);
      expect((await me(token)).status).toBe(200);
    }
    testApp.advanceTime(21 * MINUTE);
    expect((await me(token)).status).toBe(401);
  });
});
