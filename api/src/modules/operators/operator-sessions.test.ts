/** 超级管理员 list live operator sessions and revoke one, audited; an idle one is no longer live. */
import { apiPaths, operatorMessages } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestApp } from '../../test/harness';
import { enrolledOperator, loginEnrolled, useRootOperatorApp, type EnrolledOperator } from '../../test/operators';
import { bearer } from '../../test/players';
import { refusal } from '../../test/requests';

const { operatorSessions } = apiPaths.admin;
const PASSWORD = 'correct horse battery';

describe.each(TEST_DATABASES)('operator sessions on %s', (database) => {
  let testApp: TestApp;
  let root: EnrolledOperator;
  let rootToken = '';
  useRootOperatorApp(database, (setup) => ({ testApp, root, rootToken } = setup));

  const as = (token: string) => (method: 'GET' | 'POST', url: string) =>
    testApp.call({ method, url, headers: bearer(token) });
  const asRoot = (method: 'GET' | 'POST', url: string) => as(rootToken)(method, url);
  const lastAudit = async (entity: string) =>
    (await asRoot('GET', `${apiPaths.admin.audit}?size=20`)).body.result.list.find(
      (entry: { entity: string }) => entry.entity === entity,
    );

  it('lists live operator sessions and revokes one, audited', async () => {
    const op = await enrolledOperator(testApp, 'ops_sessions', PASSWORD, 'support');
    const token = await loginEnrolled(testApp, op);
    const list = (await asRoot('GET', `${operatorSessions}?operator_id=${op.id}`)).body.result;
    // The enrolment's session and the login's.
    expect(list.total).toBe(2);
    const newest = list.list[0];
    expect(newest).toMatchObject({ operator_id: op.id, username: 'ops_sessions', current: false });
    const mine = (await asRoot('GET', `${operatorSessions}?size=200`)).body.result.list.filter(
      (session: { current: boolean }) => session.current,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0].username).toBe('ops_root');

    expect((await asRoot('POST', `${operatorSessions}/${newest.id}/revoke`)).body.result).toEqual({ revoked: true });
    expect((await as(token)('GET', apiPaths.admin.me)).status).toBe(401);
    expect((await asRoot('POST', `${operatorSessions}/${newest.id}/revoke`)).body).toEqual(
      refusal(operatorMessages.sessionNotFound, 404),
    );
    expect(await lastAudit('operator_sessions')).toMatchObject({
      operator: 'ops_root',
      entity_id: String(newest.id),
      before: { operator: 'ops_sessions', revoked: false },
      after: { operator: 'ops_sessions', revoked: true },
    });
    expect((await asRoot('GET', `${operatorSessions}?operator_id=${op.id}`)).body.result.total).toBe(1);
    // A session idle past the timeout is no longer live.
    testApp.advanceTime(31 * 60_000);
    await loginEnrolled(testApp, root).then((next) => {
      rootToken = next;
    });
    expect((await asRoot('GET', `${operatorSessions}?operator_id=${op.id}`)).body.result.total).toBe(0);
  });
});
