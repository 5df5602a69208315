/**
 * The role matrix over the app's whole route list: every operator route answers 403 (当前角色无权执行此操作)
 * to every role it does not name, lets the roles it names past the check, and answers an operator
 * without two-factor login 403 (请先绑定两步验证) unless it is one of their own account's routes, and
 * one with an initial password 403 (请先修改初始密码) unless it is their account, the change or logout.
 */
import { apiPaths, adminMessages, OPERATOR_ROLES, type OperatorRole } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../../app';
import type { RouteDefinition } from '../../http/route';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';
import { bearer } from '../../test/players';
import { generousLimits, operatorToken } from '../../test/requests';

const ROLE_FORBIDDEN = { code: 403, message: adminMessages.roleForbidden };
const NOT_ENROLLED = { code: 403, message: adminMessages.totpNotEnrolled };
const MUST_CHANGE = { code: 403, message: adminMessages.passwordChangeRequired };

/** The route's path with every parameter 1, and an empty body where it takes one. */
function requestOf(route: RouteDefinition, token: string) {
  const url = route.path.replace(/:\w+/g, '1');
  const hasBody = route.method === 'POST' || route.method === 'PUT';
  return { method: route.method, url, headers: bearer(token), ...(hasBody ? { payload: {} } : {}) };
}

describe.each(TEST_DATABASES)('operator role matrix on %s', (database) => {
  let testApp: TestApp;
  let operatorRoutes: RouteDefinition[];
  const tokens = {} as Record<OperatorRole, string>;
  beforeAll(async () => {
    testApp = await createTestApp(database, generousLimits());
    operatorRoutes = allRoutes(testApp.context).filter((route) => route.audience === 'operator');
    for (const role of OPERATOR_ROLES) tokens[role] = await operatorToken(testApp, undefined, role);
  });
  afterAll(() => testApp.close());

  const name = (route: RouteDefinition) => `${route.method} ${route.path}`;
  /** A 超级管理员's row as written by hand: not enrolled and no initial password unless `more` says so. */
  const insertSuperAdmin = async (
    username: string,
    more: { totp_enabled_at?: string; must_change_password?: number } = {},
  ) =>
    (
      await testApp.context.db
        .insertInto('operators')
        .values({
          username,
          username_canonical: username,
          password_hash: 'not-a-hash',
          created_at: testApp.context.now().toISOString(),
          role: 'super_admin',
          ...more,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  it('covers every operator route, each naming roles of the console', () => {
    expect(operatorRoutes.length).toBeGreaterThan(50);
    for (const route of operatorRoutes) {
      expect(route.roles?.length, name(route)).toBeGreaterThan(0);
      for (const role of route.roles ?? []) expect(OPERATOR_ROLES, name(route)).toContain(role);
    }
  });

  it('answers 403 roleForbidden to every role a route does not name', async () => {
    let refused = 0;
    for (const route of operatorRoutes)
      for (const role of OPERATOR_ROLES.filter((candidate) => !route.roles?.includes(candidate))) {
        const response = await testApp.call(requestOf(route, tokens[role]));
        expect({ route: name(route), role, status: response.status, body: response.body }).toEqual({
          route: name(route),
          role,
          status: 403,
          body: ROLE_FORBIDDEN,
        });
        refused += 1;
      }
    expect(refused).toBeGreaterThan(100);
  });

  it('lets every role a route names past the role check', async () => {
    for (const route of operatorRoutes)
      for (const role of route.roles ?? []) {
        // A new operator each time: a call may revoke, disable or reset the one before (logout, operator routes).
        const response = await testApp.call(requestOf(route, await operatorToken(testApp, undefined, role)));
        expect({ route: name(route), role, body: response.body }).not.toEqual({
          route: name(route),
          role,
          body: expect.objectContaining({ code: 403 }),
        });
      }
  });

  it('answers 403 totpNotEnrolled to an operator without two-factor login, except on their own account', async () => {
    const beforeTotp: string[] = [];
    for (const [index, route] of operatorRoutes.entries()) {
      const id = await insertSuperAdmin(`unenrolled${index}`);
      const response = await testApp.call(requestOf(route, await operatorToken(testApp, id)));
      if (route.beforeTotp) {
        beforeTotp.push(name(route));
        expect(response.status, name(route)).not.toBe(403);
      } else expect({ route: name(route), body: response.body }).toEqual({ route: name(route), body: NOT_ENROLLED });
    }
    expect(beforeTotp.sort()).toEqual(
      [
        `GET ${apiPaths.admin.me}`,
        `POST ${apiPaths.admin.logout}`,
        `POST ${apiPaths.admin.mePassword}`,
        `POST ${apiPaths.admin.totpEnable}`,
        `POST ${apiPaths.admin.totpSetup}`,
      ].sort(),
    );
  });

  it('answers 403 passwordChangeRequired to an operator with an initial password, except on their account, the change and logout', async () => {
    const allowed: string[] = [];
    for (const [index, route] of operatorRoutes.entries()) {
      // Enrolled already (a reset keeps two-factor login): only the password stands in the way.
      const now = testApp.context.now().toISOString();
      const id = await insertSuperAdmin(`initial${index}`, { totp_enabled_at: now, must_change_password: 1 });
      const response = await testApp.call(requestOf(route, await operatorToken(testApp, id)));
      if (route.beforePasswordChange) {
        allowed.push(name(route));
        expect(response.status, name(route)).not.toBe(403);
      } else expect({ route: name(route), body: response.body }).toEqual({ route: name(route), body: MUST_CHANGE });
    }
    expect(allowed.sort()).toEqual(
      [`GET ${apiPaths.admin.me}`, `POST ${apiPaths.admin.logout}`, `POST ${apiPaths.admin.mePassword}`].sort(),
    );
  });

  it('keeps the issue’s named boundaries: 客服 cannot approve a withdrawal, nor manage operators', async () => {
    const approve = operatorRoutes.find((route) => route.path === `${apiPaths.admin.withdrawals}/:id/approve`);
    expect(approve?.method).toBe('POST');
    for (const [method, url] of [
      ['POST', `${apiPaths.admin.withdrawals}/1/approve`],
      ['POST', `${apiPaths.admin.withdrawals}/1/reject`],
      ['POST', apiPaths.admin.operators],
      ['GET', apiPaths.admin.audit],
    ] as const) {
      const payload = method === 'GET' ? undefined : {};
      const response = await testApp.call({ method, url, payload, headers: bearer(tokens.support) });
      expect({ url, status: response.status, body: response.body }).toEqual({ url, status: 403, body: ROLE_FORBIDDEN });
    }
    // 财务 may approve (past the role check: the withdrawal 1 does not exist).
    const finance = await testApp.call({
      method: 'POST',
      url: `${apiPaths.admin.withdrawals}/1/approve`,
      payload: {},
      headers: bearer(tokens.finance),
    });
    expect(finance.body.code).not.toBe(403);
  });
});
