/**
 * The role boundaries behind the console's 活动与任务 and 代理 screens, on both databases: 客服 reads
 * none of their lists (only an agent's tree), 财务 reads but changes nothing, 运营 and 超级管理员 change
 * promotions, rebates and commission, and each change is audited under the operator who made it.
 */
import { apiPaths, adminMessages, type OperatorRole } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayerDirectly } from '../../auth/service';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../../test/harness';
import { bearer, newUsername } from '../../../test/players';
import { freezeClock } from '../../../test/records';
import { operatorToken } from '../../../test/requests';

const admin = apiPaths.admin;
const NOW = '2026-11-25T04:00:00.000Z';
const FORBIDDEN = { code: 403, message: adminMessages.roleForbidden };

type Method = 'GET' | 'PUT' | 'POST';
const READS: Array<[Method, string]> = [
  ['GET', admin.promotions],
  ['GET', `${admin.promotions}/1/versions`],
  ['GET', admin.promotionClaims],
  ['GET', admin.rebateSettings],
  ['GET', admin.rebateDays],
  ['GET', admin.redPackets],
  ['GET', admin.commissionTemplates],
  ['GET', admin.commissionSettings],
  ['GET', admin.commissionDays],
];
const INFO_PROMOTION = {
  title: '全民代理',
  group: 'agent',
  cover: 'https://cdn.example.com/agent.png',
  starts_at: '2026-11-26 00:00:00',
  status: 'on',
  params: { kind: 'info', link: '/Agent' },
};
const WRITES: Array<[Method, string, object]> = [
  ['PUT', `${admin.promotions}/13`, INFO_PROMOTION],
  ['PUT', admin.rebateSettings, { enabled: true, claim_min: '0.5' }],
  ['POST', admin.rebateSettle, { day: '2026-11-24' }],
  [
    'POST',
    admin.commissionTemplates,
    { effective_from: '2026-11-27', categories: [{ game_type_id: 5, tiers: [{ min_performance: '0', rate: 50 }] }] },
  ],
  ['PUT', admin.commissionSettings, { claim_min: '2' }],
  ['POST', admin.commissionSettle, { day: '2026-11-24' }],
  ['POST', `${admin.commissionTemplates}/1/cancel`, {}],
];

describe.each(TEST_DATABASES)('who may use the promotions and agent screens on %s', (database) => {
  let testApp: TestApp;
  const tokens = new Map<OperatorRole, string>();
  beforeAll(async () => {
    testApp = await createTestApp(database);
    freezeClock(testApp, NOW);
    for (const role of ['support', 'finance', 'operations', 'super_admin'] as const)
      tokens.set(role, await operatorToken(testApp, undefined, role));
  });
  afterAll(() => testApp.close());

  const call = (role: OperatorRole, method: Method, url: string, payload?: object) =>
    testApp.call({ method, url, ...(payload ? { payload } : {}), headers: bearer(tokens.get(role)!) });

  it('客服 reads none of the lists, 财务 and 运营 read them all', async () => {
    for (const [method, url] of READS) {
      const support = await call('support', method, url);
      expect([url, support.status, support.body]).toEqual([url, 403, FORBIDDEN]);
      for (const role of ['finance', 'operations'] as const)
        expect([url, role, (await call(role, method, url)).body.code]).toEqual([url, role, 200]);
    }
  });

  it('客服 may open an agent’s tree (the player view), like every operator', async () => {
    const { id } = await registerPlayerDirectly(testApp.context, newUsername(), 'secret123', null);
    const answer = await call('support', 'GET', `${admin.agents}/${id}/tree`);
    expect([answer.status, answer.body.code, answer.body.result.agent.id]).toEqual([200, 200, id]);
  });

  it('客服 and 财务 change nothing; nothing is written or audited for them', async () => {
    for (const role of ['support', 'finance'] as const)
      for (const [method, url, payload] of WRITES) {
        const answer = await call(role, method, url, payload);
        expect([role, url, answer.status, answer.body]).toEqual([role, url, 403, FORBIDDEN]);
      }
    expect(await testApp.context.db.selectFrom('audit_log').select('id').execute()).toEqual([]);
    expect((await call('finance', 'GET', admin.commissionTemplates)).body.result.versions).toHaveLength(1);
  });

  it('运营 and 超级管理员 change them, each change audited under its operator', async () => {
    const operations = await call('operations', 'PUT', `${admin.promotions}/13`, INFO_PROMOTION);
    expect(operations.body).toMatchObject({ code: 200, result: { activity_type: 13, version: 1 } });
    const superAdmin = await call('super_admin', 'PUT', admin.rebateSettings, { enabled: true, claim_min: '0.5' });
    expect(superAdmin.body).toMatchObject({ code: 200, result: { claim_min: '0.500000' } });
    const template = WRITES[3]!;
    expect((await call('operations', template[0], template[1], template[2])).body).toMatchObject({
      code: 200,
      result: { effective_from: '2026-11-27' },
    });
    const audited = await testApp.context.db
      .selectFrom('audit_log')
      .innerJoin('operators', 'operators.id', 'audit_log.operator_id')
      .select(['audit_log.entity', 'operators.role'])
      .orderBy('audit_log.id')
      .execute();
    expect(audited).toEqual([
      { entity: 'promotions', role: 'operations' },
      { entity: 'site_settings', role: 'super_admin' },
      { entity: 'commission_templates', role: 'operations' },
    ]);
  });
});
