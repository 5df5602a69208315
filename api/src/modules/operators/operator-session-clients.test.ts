/** The live operator sessions name the address and browser each was opened from (the login's client trace). */
import { apiPaths } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestApp } from '../../test/harness';
import { codeNow, enrolledOperator, TOTP_STEP_MS, useRootOperatorApp } from '../../test/operators';
import { bearer } from '../../test/players';
import { operatorToken } from '../../test/requests';

const AGENT = 'Mozilla/5.0 (Windows NT 10.0) console-test';

describe.each(TEST_DATABASES)("operator sessions' clients on %s", (database) => {
  let testApp: TestApp;
  let rootToken = '';
  useRootOperatorApp(database, (setup) => ({ testApp, rootToken } = setup));

  const sessionsOf = async (operatorId: number) =>
    (
      await testApp.call({
        method: 'GET',
        url: `${apiPaths.admin.operatorSessions}?operator_id=${operatorId}`,
        headers: bearer(rootToken),
      })
    ).body.result.list;

  it('shows the address and user agent of the login that opened each session', async () => {
    const op = await enrolledOperator(testApp, 'ops_clients', 'correct horse battery', 'finance');
    const login = await testApp.call({
      method: 'POST',
      url: apiPaths.admin.login,
      payload: { username: op.username, password: op.password, totp: codeNow(testApp, op.secret) },
      remoteAddress: '192.0.2.44',
      headers: { 'user-agent': AGENT },
    });
    expect(login.body.code).toBe(200);
    testApp.advanceTime(TOTP_STEP_MS);
    const [newest, enrolment] = await sessionsOf(op.id);
    expect(newest).toMatchObject({ ip: '192.0.2.44', user_agent: AGENT });
    // The enrolment's session came from the test's own login (inject's defaults).
    expect(enrolment).toMatchObject({ ip: '127.0.0.1', user_agent: 'lightMyRequest' });
  });

  it('shows no client for a session no login traced', async () => {
    const op = await enrolledOperator(testApp, 'ops_untraced', 'correct horse battery', 'support');
    await operatorToken(testApp, op.id);
    const [untraced] = await sessionsOf(op.id);
    expect(untraced).toMatchObject({ ip: null, user_agent: null });
  });
});
