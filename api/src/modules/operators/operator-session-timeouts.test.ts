/**
 * The operator session's idle timeout (revoked for good once idle too long) and its absolute end
 * 12 hours after login however busy.
 */
import { apiPaths, OPERATOR_IDLE_MINUTES, OPERATOR_SESSION_HOURS } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/harness';
import { codeNow, enrolledOperator, operatorLogin } from '../../test/operators';
import { bearer } from '../../test/players';
import { generousLimits } from '../../test/requests';

const MINUTE = 60_000;
const PASSWORD = 'correct horse battery';
let counter = 0;
const newName = () => `ops_${process.pid}_${(counter += 1)}`;

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
