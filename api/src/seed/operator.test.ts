/** The demo operator: seeded once with the demo data, not enrolled, and a mark of a demo database. */
import { apiPaths, adminMessages } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/harness';
import { operatorLogin } from '../test/operators';
import { bearer } from '../test/players';
import { generousLimits } from '../test/requests';
import { DEMO_OPERATOR, seedDemoOperator } from './operator';
import { holdsDemoData } from './seed';

describe.each(TEST_DATABASES)('demo operator on %s', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(database, generousLimits());
  });
  afterAll(() => testApp.close());

  it('is a 超级管理员 not enrolled, seeded once, whose database production refuses', async () => {
    expect(await holdsDemoData(testApp.context.db)).toBe(false);
    await seedDemoOperator(testApp.context);
    await seedDemoOperator(testApp.context);
    const rows = await testApp.context.db.selectFrom('operators').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ username: 'demoadmin', role: 'super_admin', totp_enabled_at: null });
    expect(await holdsDemoData(testApp.context.db)).toBe(true);

    const login = await operatorLogin(testApp, { ...DEMO_OPERATOR });
    expect(login.body.code).toBe(200);
    const headers = bearer(login.body.result.token);
    expect((await testApp.call({ method: 'GET', url: apiPaths.admin.me, headers })).body.result).toMatchObject({
      username: 'demoadmin',
      totp_enabled: false,
    });
    expect((await testApp.call({ method: 'GET', url: apiPaths.admin.operators, headers })).body).toEqual({
      code: 403,
      message: adminMessages.totpNotEnrolled,
    });
  });
});
