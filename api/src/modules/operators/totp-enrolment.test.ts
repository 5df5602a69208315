/**
 * Two-factor enrolment of an operator: a secret handed out (a second setup replaces it), put in
 * force with a code of it, the recovery codes handed out once, audited without the secret or the
 * codes, and the enrolment's code used up for a login.
 */
import { apiPaths, adminMessages } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';
import { codeNow, operatorLogin } from '../../test/operators';
import { bearer } from '../../test/players';
import { generousLimits, refusal } from '../../test/requests';
import { createOperator } from './operators';
import { openSecret, operatorSecretKey } from './secrets/secret-box';

const PASSWORD = 'correct horse battery';
let counter = 0;
const newName = () => `ops_${process.pid}_${(counter += 1)}`;

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
    const { id } = await createOperator(testApp.context, username, PASSWORD, 'super_admin', {
      mustChangePassword: false,
    });
    const token = (await operatorLogin(testApp, { username, password: PASSWORD })).body.result.token;
    const { totpSetup, totpEnable } = apiPaths.admin;
    expect((await post(totpEnable, token, { code: '123456' })).body).toEqual(refusal(adminMessages.totpSetupFirst));
    const first = (await post(totpSetup, token)).body.result;
    const setup = (await post(totpSetup, token)).body.result;
    expect(setup.secret).not.toBe(first.secret);
    expect(setup.otpauth_url).toContain(`secret=${setup.secret}`);
    expect(decodeURIComponent(setup.otpauth_url)).toContain(`娱乐平台运营后台:${username}`);
    // The first secret was replaced; a bad code or a code of another secret is wrong.
    expect((await post(totpEnable, token, { code: codeNow(testApp, first.secret) })).body).toEqual(
      refusal(adminMessages.totpWrong),
    );
    expect((await post(totpEnable, token, { code: 'abc' })).body).toEqual(refusal(adminMessages.totpWrong));
    const enabled = await post(totpEnable, token, { code: codeNow(testApp, setup.secret) });
    const codes: string[] = enabled.body.result.recovery_codes;
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{10}$/);

    expect((await post(totpSetup, token)).body).toEqual(refusal(adminMessages.totpAlreadyEnrolled));
    expect((await post(totpEnable, token, { code: codeNow(testApp, setup.secret) })).body).toEqual(
      refusal(adminMessages.totpAlreadyEnrolled),
    );
    const row = await testApp.context.db
      .selectFrom('operators')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // At rest the secret is sealed: not the secret, yet it opens to it with the key (for this operator only).
    expect(row.totp_pending_secret).toBeNull();
    expect(row.totp_secret).not.toContain(setup.secret);
    expect(openSecret(operatorSecretKey(testApp.context), id, row.totp_secret!)).toBe(setup.secret);
    expect(() => openSecret(operatorSecretKey(testApp.context), id + 1, row.totp_secret!)).toThrow();
    expect(row.totp_enabled_at).not.toBeNull();
    // The code that enrolled cannot log in: its step is used.
    expect(
      (await operatorLogin(testApp, { username, password: PASSWORD, totp: codeNow(testApp, setup.secret) })).body,
    ).toEqual(refusal(adminMessages.totpWrong));
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
