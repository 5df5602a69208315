/**
 * The retention of client data: a 超级管理员 reads and changes the period (30 to 3650 days, audited);
 * the clean-up job deletes client traces past it, in batches, and clears the client of audit
 * entries past it while the entries stay.
 */
import { apiMessages, apiPaths, RISK_RETENTION_DAYS, riskRetentionMessages } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanup } from '../../../jobs/cleanup';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../../test/harness';
import { bearer } from '../../../test/players';
import { operatorToken, refusal } from '../../../test/requests';
import { RETENTION_BATCH } from './retention';

const DAY_MS = 24 * 60 * 60 * 1000;
const PATH = apiPaths.admin.riskRetention;

describe.each(TEST_DATABASES)('retention of client data on %s', (database) => {
  let testApp: TestApp;
  let root = '';
  beforeAll(async () => {
    testApp = await createTestApp(database);
    root = await operatorToken(testApp);
  });
  afterAll(() => testApp.close());

  const put = (days: unknown, token = root) =>
    testApp.call({ method: 'PUT', url: PATH, payload: { retention_days: days }, headers: bearer(token) });
  const daysAgo = (days: number) => new Date(testApp.context.now().getTime() - days * DAY_MS).toISOString();

  it('is 180 days until a 超级管理员 changes it within 30 to 3650 days, audited; other roles are refused', async () => {
    expect((await testApp.call({ method: 'GET', url: PATH, headers: bearer(root) })).body).toEqual({
      code: 200,
      result: { retention_days: RISK_RETENTION_DAYS.default },
    });
    for (const bad of [29, 3651, 45.5, 'forever'])
      expect((await put(bad)).body, String(bad)).toEqual(
        refusal(bad === 'forever' ? apiMessages.badField : riskRetentionMessages.daysRange),
      );
    expect((await put('30')).body).toEqual({ code: 200, result: { retention_days: 30 } });
    expect((await testApp.call({ method: 'GET', url: PATH, headers: bearer(root) })).body.result.retention_days).toBe(
      30,
    );
    const audit = await testApp.call({
      method: 'GET',
      url: `${apiPaths.admin.audit}?entity=site_settings&entity_id=risk_retention_days`,
      headers: bearer(root),
    });
    expect(audit.body.result.list[0]).toMatchObject({ before: { retention_days: 180 }, after: { retention_days: 30 } });
    for (const role of ['finance', 'operations', 'support'] as const) {
      const other = await operatorToken(testApp, undefined, role);
      expect((await testApp.call({ method: 'GET', url: PATH, headers: bearer(other) })).status).toBe(403);
      expect((await put(60, other)).status).toBe(403);
    }
  });

  it('deletes client traces past the period in batches and clears the client of older audit entries, keeping them', async () => {
    const { db } = testApp.context;
    expect((await put(30)).body.code).toBe(200);
    const trace = (createdAt: string, ref: string) => ({
      player_id: null,
      operator_id: null,
      event: 'login' as const,
      ip: '192.0.2.1',
      device_id: 'device_retention',
      user_agent: 'agent',
      ref,
      created_at: createdAt,
    });
    const old = Array.from({ length: RETENTION_BATCH + 5 }, (_, index) => trace(daysAgo(31), `old-${index}`));
    await db.insertInto('client_traces').values(old).execute();
    await db
      .insertInto('client_traces')
      .values(trace(daysAgo(29), 'kept'))
      .execute();
    const entry = (createdAt: string, entityId: string) => ({
      operator_id: null,
      action: 'update',
      entity: 'retention_test',
      entity_id: entityId,
      before_json: null,
      after_json: null,
      created_at: createdAt,
      ip: '192.0.2.2',
      device_id: 'device_retention',
      user_agent: 'agent',
    });
    await db
      .insertInto('audit_log')
      .values([entry(daysAgo(31), 'old'), entry(daysAgo(29), 'recent')])
      .execute();

    expect(await cleanup(testApp.context)).toMatchObject({ clientTraces: RETENTION_BATCH + 5, auditClients: 1 });
    const refs = await db
      .selectFrom('client_traces')
      .select('ref')
      .where('device_id', '=', 'device_retention')
      .execute();
    expect(refs.map((row) => row.ref)).toEqual(['kept']);
    const entries = await db
      .selectFrom('audit_log')
      .select(['entity_id', 'ip', 'device_id', 'user_agent'])
      .where('entity', '=', 'retention_test')
      .orderBy('entity_id')
      .execute();
    expect(entries).toEqual([
      { entity_id: 'old', ip: null, device_id: null, user_agent: null },
      { entity_id: 'recent', ip: '192.0.2.2', device_id: 'device_retention', user_agent: 'agent' },
    ]);
    // A rerun finds nothing more to do.
    expect(await cleanup(testApp.context)).toMatchObject({ clientTraces: 0, auditClients: 0 });
  });
});
