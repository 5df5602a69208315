/**
 * Operators' passwords: one's own change (current checked, new twice, other sessions end, audited)
 * and 超级管理员's reset (initial password typed or generated and shown once, the target's sessions
 * end, the forced change at their next login, audited); never a password or hash in the audit log.
 */
import { adminMessages, apiMessages, apiPaths, operatorAccountMessages, operatorMessages } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestApp } from '../../../test/harness';
import { codeNow, enrolledOperator, loginEnrolled, operatorLogin, useRootOperatorApp } from '../../../test/operators';
import { bearer } from '../../../test/players';
import { refusal } from '../../../test/requests';

const { mePassword, me, operators, withdrawals, audit } = apiPaths.admin;
const NEW_PASSWORD = 'a brand new passphrase';

describe.each(TEST_DATABASES)('operator passwords on %s', (database) => {
  let testApp: TestApp;
  let rootToken = '';
  useRootOperatorApp(database, (setup) => ({ testApp, rootToken } = setup));

  const as = (token: string) => (method: 'GET' | 'POST', url: string, payload?: object) =>
    testApp.call({ method, url, payload, headers: bearer(token) });
  const change = (token: string, fields: object) => as(token)('POST', mePassword, fields);
  const auditOf = async (id: number) =>
    (await as(rootToken)('GET', `${audit}?size=50&entity=operators&entity_id=${id}`)).body.result.list;

  it('changes one’s own password: the current one checked, the new one twice, other sessions ended', async () => {
    const op = await enrolledOperator(testApp, 'ops_changer');
    const other = await loginEnrolled(testApp, op);
    const current = await loginEnrolled(testApp, op);
    const valid = { current_password: op.password, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };
    expect((await change(current, { ...valid, current_password: 'not my password' })).body).toEqual(
      refusal(operatorAccountMessages.currentPasswordWrong),
    );
    expect((await change(current, { ...valid, confirm_password: `${NEW_PASSWORD}!` })).body).toEqual(
      refusal(operatorAccountMessages.passwordsDiffer),
    );
    expect((await change(current, { ...valid, new_password: 'short', confirm_password: 'short' })).body).toEqual(
      refusal(operatorMessages.passwordLength),
    );
    const same = { ...valid, new_password: op.password, confirm_password: op.password };
    expect((await change(current, same)).body).toEqual(refusal(operatorAccountMessages.passwordUnchanged));
    // Refused attempts changed nothing: the other session still works.
    expect((await as(other)('GET', me)).status).toBe(200);

    // The first login's session (enrolledOperator's) and `other` end; this one stays.
    expect((await change(current, valid)).body).toEqual({ code: 200, result: { ended_sessions: 2 } });
    expect((await as(other)('GET', me)).status).toBe(401);
    expect((await as(op.token)('GET', me)).status).toBe(401);
    expect((await as(current)('GET', me)).body.result).toMatchObject({ must_change_password: false });
    testApp.advanceTime(30_000);
    const oldLogin = { username: op.username, password: op.password, totp: codeNow(testApp, op.secret) };
    expect((await operatorLogin(testApp, oldLogin)).body).toEqual(refusal(apiMessages.badCredentials));
    expect(await loginEnrolled(testApp, { ...op, password: NEW_PASSWORD })).toEqual(expect.any(String));

    const [entry] = await auditOf(op.id);
    expect(entry).toMatchObject({
      operator: 'ops_changer',
      action: 'update',
      after: { password_changed: true, ended_sessions: 2 },
    });
    expect(JSON.stringify(entry)).not.toContain(NEW_PASSWORD);
    expect(JSON.stringify(entry)).not.toContain('argon2');
  });

  it('resets another operator’s password to a typed one: their sessions end, and they must change it first', async () => {
    const op = await enrolledOperator(testApp, 'ops_forgetful', undefined, 'finance');
    const session = await loginEnrolled(testApp, op);
    const typed = 'typed initial password';
    const reset = await as(rootToken)('POST', `${operators}/${op.id}/password/reset`, { password: typed });
    expect(reset.body).toEqual({ code: 200, result: { username: 'ops_forgetful', password: typed } });
    // Both of their sessions end: the enrolment's and the later login's.
    expect((await as(session)('GET', me)).status).toBe(401);
    expect((await as(op.token)('GET', me)).status).toBe(401);
    const listed = (await as(rootToken)('GET', `${operators}?username=ops_forgetful`)).body.result.list[0];
    expect(listed).toMatchObject({ must_change_password: true, totp_enabled: true, live_sessions: 0 });

    // Two-factor login still stands; the initial password opens the account, then only the change.
    const token = await loginEnrolled(testApp, { ...op, password: typed });
    expect((await as(token)('GET', me)).body.result).toMatchObject({ must_change_password: true });
    expect((await as(token)('GET', withdrawals)).body).toEqual({
      code: 403,
      message: adminMessages.passwordChangeRequired,
    });
    const fields = { current_password: typed, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };
    expect((await change(token, fields)).body).toEqual({ code: 200, result: { ended_sessions: 0 } });
    expect((await as(token)('GET', withdrawals)).body.code).toBe(200);

    const entries = await auditOf(op.id);
    expect(entries[1]).toMatchObject({
      operator: 'ops_root',
      after: { password_reset: true, generated: false, must_change_password: true, ended_sessions: 2 },
    });
    expect(JSON.stringify(entries)).not.toContain(typed);
  });

  it('generates an initial password when none is typed, refuses one’s own reset and an unknown account', async () => {
    const op = await enrolledOperator(testApp, 'ops_generated', undefined, 'support');
    const reset = await as(rootToken)('POST', `${operators}/${op.id}/password/reset`, {});
    const generated: string = reset.body.result.password;
    expect(generated).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(await loginEnrolled(testApp, { ...op, password: generated })).toEqual(expect.any(String));
    expect((await auditOf(op.id))[0]).toMatchObject({ after: { password_reset: true, generated: true } });

    const root = (await as(rootToken)('GET', me)).body.result;
    expect((await as(rootToken)('POST', `${operators}/${root.id}/password/reset`, {})).body).toEqual(
      refusal(operatorAccountMessages.resetOwnPassword),
    );
    expect((await as(rootToken)('POST', `${operators}/999999/password/reset`, {})).body).toEqual(
      refusal(operatorMessages.notFound, 404),
    );
    expect((await as(rootToken)('POST', `${operators}/${op.id}/password/reset`, { password: 'short' })).body).toEqual(
      refusal(operatorMessages.passwordLength),
    );
  });

  it('makes a new account change its initial password before enrolling or anything else', async () => {
    const initial = 'initial password of a new one';
    await as(rootToken)('POST', operators, { username: 'ops_newbie', password: initial, role: 'support' });
    const token = (await operatorLogin(testApp, { username: 'ops_newbie', password: initial })).body.result.token;
    const refused = { code: 403, message: adminMessages.passwordChangeRequired };
    expect((await as(token)('POST', apiPaths.admin.totpSetup)).body).toEqual(refused);
    const fields = { current_password: initial, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };
    expect((await change(token, fields)).body.code).toBe(200);
    // Now the two-factor gate is the one in the way, and enrolment is open.
    expect((await as(token)('GET', withdrawals)).body).toEqual({ code: 403, message: adminMessages.totpNotEnrolled });
    expect((await as(token)('POST', apiPaths.admin.totpSetup)).body.code).toBe(200);
  });
});
