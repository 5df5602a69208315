/** 超级管理员 manage operators (list, create, role, disable, two-factor reset), audited; sessions in operator-sessions.test.ts. */
import { apiPaths, adminMessages, operatorMessages } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';
import { codeNow, enrolledOperator, loginEnrolled, operatorLogin, useRootOperatorApp } from '../../test/operators';
import { bearer } from '../../test/players';
import { generousLimits, refusal } from '../../test/requests';

const { operators, operatorSessions } = apiPaths.admin;
const PASSWORD = 'correct horse battery';

describe.each(TEST_DATABASES)('operator accounts on %s', (database) => {
  let testApp: TestApp;
  let rootToken = '';
  useRootOperatorApp(database, (setup) => ({ testApp, rootToken } = setup));

  const as = (token: string) => (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    testApp.call({ method, url, payload, headers: bearer(token) });
  const asRoot = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => as(rootToken)(method, url, payload);
  const lastAudit = async (entity: string) =>
    (await asRoot('GET', `${apiPaths.admin.audit}?size=20`)).body.result.list.find(
      (entry: { entity: string }) => entry.entity === entity,
    );

  it('creates an operator of a role, who enrols at their first login', async () => {
    const created = await asRoot('POST', operators, { username: 'ops_fin', password: PASSWORD, role: 'finance' });
    expect(created.body.result).toMatchObject({
      username: 'ops_fin',
      role: 'finance',
      totp_enabled: false,
      disabled: false,
      last_login_at: null,
      must_change_password: true,
      live_sessions: 0,
    });
    expect(
      (await asRoot('POST', operators, { username: 'OPS_FIN', password: PASSWORD, role: 'support' })).body,
    ).toEqual(refusal(operatorMessages.usernameTaken));
    expect((await asRoot('POST', operators, { username: 'ops_x', password: 'short', role: 'support' })).body).toEqual(
      refusal(operatorMessages.passwordLength),
    );
    expect((await asRoot('POST', operators, { username: 'o!', password: PASSWORD, role: 'support' })).body).toEqual(
      refusal(operatorMessages.usernameFormat),
    );
    expect((await asRoot('POST', operators, { username: 'ops_y', password: PASSWORD, role: 'boss' })).body.code).toBe(
      400,
    );
    const audit = await lastAudit('operators');
    expect(audit).toMatchObject({
      operator: 'ops_root',
      action: 'create',
      before: null,
      after: { username: 'ops_fin', role: 'finance' },
    });
    expect(JSON.stringify(audit)).not.toMatch(/argon|password/i);
    const login = await operatorLogin(testApp, { username: 'ops_fin', password: PASSWORD });
    expect(login.body.code).toBe(200);
    const me = await as(login.body.result.token)('GET', apiPaths.admin.me);
    expect(me.body.result).toMatchObject({ role: 'finance', totp_enabled: false, must_change_password: true });
  });

  it('lists operators by name, role and status, paged, with their live sessions', async () => {
    await enrolledOperator(testApp, 'ops_list_a', PASSWORD, 'support');
    const all = (await asRoot('GET', `${operators}?size=200`)).body.result;
    expect(all.total).toBe(all.list.length);
    const rootRow = all.list.find((row: { username: string }) => row.username === 'ops_root');
    expect(rootRow).toMatchObject({ role: 'super_admin', totp_enabled: true, disabled: false });
    expect(rootRow.live_sessions).toBeGreaterThanOrEqual(2);
    expect(rootRow.last_login_at).not.toBeNull();
    const bySupport = (await asRoot('GET', `${operators}?role=support`)).body.result;
    expect(bySupport.list.map((row: { username: string }) => row.username)).toContain('ops_list_a');
    expect(bySupport.list.every((row: { role: string }) => row.role === 'support')).toBe(true);
    const byName = (await asRoot('GET', `${operators}?username=LIST_`)).body.result;
    expect(byName.list.map((row: { username: string }) => row.username)).toEqual(['ops_list_a']);
    // `_` is matched as itself, not as any character.
    expect((await asRoot('GET', `${operators}?username=list__`)).body.result.total).toBe(0);
    const paged = (await asRoot('GET', `${operators}?size=1&page=2`)).body.result;
    expect(paged).toMatchObject({ total: all.total, page: 2, size: 1 });
    expect(paged.list).toEqual([all.list[1]]);
  });

  it('changes a role (in force at the next request) and disables an operator, ending their sessions', async () => {
    const op = await enrolledOperator(testApp, 'ops_change', PASSWORD, 'finance');
    const token = await loginEnrolled(testApp, op);
    const withdrawals = () => as(token)('GET', apiPaths.admin.withdrawals);
    expect((await withdrawals()).body.code).toBe(200);
    const changed = await asRoot('PUT', `${operators}/${op.id}`, { role: 'support' });
    expect(changed.body.result).toMatchObject({ role: 'support', disabled: false });
    expect(await withdrawals()).toEqual({ status: 403, body: { code: 403, message: adminMessages.roleForbidden } });
    expect(await lastAudit('operators')).toMatchObject({
      action: 'update',
      entity_id: String(op.id),
      before: { role: 'finance', disabled: false },
      after: { role: 'support', disabled: false },
    });

    const disabled = await asRoot('PUT', `${operators}/${op.id}`, { disabled: true });
    expect(disabled.body.result).toMatchObject({ disabled: true, live_sessions: 0 });
    expect((await withdrawals()).status).toBe(401);
    const login = { username: op.username, password: PASSWORD, totp: codeNow(testApp, op.secret) };
    expect((await operatorLogin(testApp, login)).body).toEqual(refusal(adminMessages.operatorDisabled));
    expect(await lastAudit('operators')).toMatchObject({ before: { disabled: false }, after: { disabled: true } });

    expect((await asRoot('PUT', `${operators}/${op.id}`, { disabled: false })).body.result.disabled).toBe(false);
    expect((await operatorLogin(testApp, login)).body.code).toBe(200);
    expect((await asRoot('PUT', `${operators}/${op.id}`, {})).body).toEqual(refusal(operatorMessages.nothingToChange));
    expect((await asRoot('PUT', `${operators}/999999`, { role: 'support' })).body).toEqual(
      refusal(operatorMessages.notFound, 404),
    );
  });

  it('never leaves the site without an enabled 超级管理员', async () => {
    // A site of its own: one super admin, and a second one to come.
    const site = await createTestApp(database, generousLimits());
    try {
      const only = await enrolledOperator(site, 'ops_only');
      const token = await loginEnrolled(site, only);
      const call = (method: 'PUT' | 'POST', url: string, payload?: object) =>
        site.call({ method, url, payload, headers: bearer(token) });
      for (const change of [{ role: 'operations' }, { disabled: true }, { role: 'support', disabled: true }])
        expect((await call('PUT', `${operators}/${only.id}`, change)).body).toEqual(
          refusal(operatorMessages.lastSuperAdmin),
        );
      const second = await enrolledOperator(site, 'ops_second', PASSWORD, 'finance');
      // A disabled super admin does not count.
      await call('PUT', `${operators}/${second.id}`, { role: 'super_admin', disabled: true });
      expect((await call('PUT', `${operators}/${only.id}`, { role: 'finance' })).body).toEqual(
        refusal(operatorMessages.lastSuperAdmin),
      );
      await call('PUT', `${operators}/${second.id}`, { disabled: false });
      // Two: each may demote the other, but not both.
      expect((await call('PUT', `${operators}/${second.id}`, { role: 'finance' })).body.code).toBe(200);
      expect((await call('PUT', `${operators}/${only.id}`, { role: 'finance' })).body).toEqual(
        refusal(operatorMessages.lastSuperAdmin),
      );
      await call('PUT', `${operators}/${second.id}`, { role: 'super_admin' });
      // Each of the two disables the other at once: one wins; the other is refused as the last one
      // (or, when the winner committed first, finds its own session ended).
      const secondToken = await loginEnrolled(site, second);
      const both = await Promise.all([
        call('PUT', `${operators}/${second.id}`, { disabled: true }),
        site.call({
          method: 'PUT',
          url: `${operators}/${only.id}`,
          payload: { disabled: true },
          headers: bearer(secondToken),
        }),
      ]);
      expect(both.filter((answer) => answer.body.code === 200)).toHaveLength(1);
      for (const answer of both.filter((one) => one.body.code !== 200))
        expect([refusal(operatorMessages.lastSuperAdmin), { code: 401, message: expect.any(String) }]).toContainEqual(
          answer.body,
        );
      const enabledSuperAdmins = await site.context.db
        .selectFrom('operators')
        .select('id')
        .where('role', '=', 'super_admin')
        .where('disabled_at', 'is', null)
        .execute();
      expect(enabledSuperAdmins).toHaveLength(1);
    } finally {
      await site.close();
    }
  });

  it('resets two-factor login: recovery codes gone, sessions ended, enrolment again at the next login', async () => {
    const op = await enrolledOperator(testApp, 'ops_lost_phone', PASSWORD, 'operations');
    const token = await loginEnrolled(testApp, op);
    const reset = await asRoot('POST', `${operators}/${op.id}/totp/reset`);
    expect(reset.body.result).toMatchObject({ totp_enabled: false, totp_enabled_at: null, live_sessions: 0 });
    expect((await as(token)('GET', apiPaths.admin.me)).status).toBe(401);
    const codes = await testApp.context.db
      .selectFrom('operator_recovery_codes')
      .select('id')
      .where('operator_id', '=', op.id)
      .execute();
    expect(codes).toEqual([]);
    const login = await operatorLogin(testApp, { username: op.username, password: PASSWORD });
    expect(login.body.code).toBe(200);
    const fresh = as(login.body.result.token);
    expect((await fresh('GET', apiPaths.admin.banners)).body).toEqual({
      code: 403,
      message: adminMessages.totpNotEnrolled,
    });
    expect((await fresh('POST', apiPaths.admin.totpSetup)).body.code).toBe(200);
    expect(await lastAudit('operators')).toMatchObject({
      entity_id: String(op.id),
      before: { totp_enabled: true },
      after: { totp_enabled: false, totp_reset: true },
    });
    expect((await asRoot('POST', `${operators}/999999/totp/reset`)).body).toEqual(
      refusal(operatorMessages.notFound, 404),
    );
  });

  it('refuses every operator-account route to the other roles', async () => {
    const op = await enrolledOperator(testApp, 'ops_nosy', PASSWORD, 'operations');
    const token = await loginEnrolled(testApp, op);
    for (const [method, url] of [
      ['GET', operators],
      ['POST', operators],
      ['PUT', `${operators}/1`],
      ['POST', `${operators}/1/totp/reset`],
      ['GET', operatorSessions],
      ['POST', `${operatorSessions}/1/revoke`],
    ] as const)
      expect(await as(token)(method, url, method === 'GET' ? undefined : {})).toEqual({
        status: 403,
        body: { code: 403, message: adminMessages.roleForbidden },
      });
  });
});
